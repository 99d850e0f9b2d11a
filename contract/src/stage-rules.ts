// Stage rules: routine steps the portal takes when an application enters a stage, or stays in one too long.
// Rules never decide about a person: there is no reject, move or hire action, and no action starts another rule.

/** What a rule can do. `remind_owner` belongs to "stayed too long" rules, every other to "entered" rules. */
export const STAGE_RULE_ACTIONS = ['email', 'booking_link', 'panel', 'tags', 'notify', 'remind_owner'] as const;
export type StageRuleActionType = (typeof STAGE_RULE_ACTIONS)[number];

/** Action names a rule is refused for, with why (people decide about people). */
export const DECIDING_ACTIONS = ['reject', 'move', 'hire', 'advance', 'withdraw'] as const;

/** The placeholders a rule's e-mail may use. */
export const STAGE_RULE_MAIL_VARIABLES = ['candidateName', 'jobTitle', 'stageName', 'portalUrl'] as const;

export const STAGE_RULE_LIMITS = {
  rulesPerJob: 20,
  actionsPerRule: 5,
  /** A delayed e-mail waits at most 30 days. */
  delayMinutes: 30 * 24 * 60,
  /** "Stayed longer than N days": 1 to 90. */
  stayDays: 90,
  staffPerAction: 10,
  tagsPerAction: 10,
  subject: 200,
  text: 5_000,
} as const;

export const STAGE_RULE_MESSAGES = {
  deciding: 'Rules never reject, move or hire anyone: people decide about people. Remove that action.',
  unknownAction: `An action is one of ${STAGE_RULE_ACTIONS.join(', ')}`,
  unknownStage: 'A rule names a stage this job does not have',
  remindOnStay: 'Reminding the owner belongs to a rule for staying in a stage; the other actions to entering one',
  stayNeedsDays: 'A rule for staying in a stage needs its number of days',
  notStaff: 'Every person a rule seats on a panel must be hr, an admin or an employee',
  notifyStaff: 'A rule notifies hr and admins only',
  saved: 'Stage rules saved',
  pendingNotFound: 'There is no such pending action on this application',
  pendingCancelled: 'The pending action was cancelled',
  pendingDone: 'That action is no longer pending',
} as const;

export type StageRuleAction =
  | { type: 'email'; subject: string; text: string; delayMinutes: number }
  | { type: 'booking_link'; lengthMinutes: number; required: 'all' | number; days: number }
  | { type: 'panel'; uids: string[] }
  | { type: 'tags'; tags: string[] }
  | { type: 'notify'; uids: string[] }
  | { type: 'remind_owner' };

/** One rule: on entering `stage` (or staying in it longer than `days`), its actions in order. */
export interface StageRuleDto {
  id: string;
  stage: string;
  on: 'enter' | 'stay';
  /** For `stay` rules: after how many days in the stage. */
  days?: number;
  actions: StageRuleAction[];
}

/** GET/PUT /api/job/:id/stage-rules and /api/settings/stage-rules (the set new jobs start with). */
export interface StageRulesDto {
  rules: StageRuleDto[];
  updatedAt: string | null;
}

export const PENDING_ACTION_STATES = ['pending', 'sent', 'cancelled'] as const;
export type PendingActionState = (typeof PENDING_ACTION_STATES)[number];

/** GET /api/application/:id/pending-actions: delayed actions of rules, newest entry first. */
export interface PendingActionDto {
  id: string;
  ruleId: string;
  stage: string;
  type: 'email';
  subject: string;
  dueAt: string;
  state: PendingActionState;
  /** Why it was cancelled: by hand, the application left the stage first, or the job closed. */
  cancelledBecause: 'left_stage' | 'cancelled' | 'job_closed' | null;
}
