// Bulk actions over applications (POST /api/application/bulk): run as a job with progress, outcomes per
// application, and an undo. Rejection e-mails wait for the undo window before they go.

export const BULK_ACTIONS = ['move', 'reject', 'tag'] as const;
export type BulkActionType = (typeof BULK_ACTIONS)[number];

export type BulkAction =
  { type: 'move'; stage: string } | { type: 'reject'; reason: string } | { type: 'tag'; tags: string[] };

export const BULK_LIMITS = {
  /** Applications one bulk job may name (ids, or a filter's matches). */
  applications: 1_000,
  /** Bulk jobs one person may have running at once. */
  runningPerPerson: 3,
  /** The undo window when admins set none (minutes): rejection e-mails wait this long. */
  defaultUndoMinutes: 5,
} as const;

export const BULK_STATES = ['running', 'done', 'undone'] as const;
export type BulkState = (typeof BULK_STATES)[number];

export type BulkOutcome = 'done' | 'skipped' | 'failed';

/** GET /api/application/bulk/:id: a bulk job's progress and each application's outcome. */
export interface BulkJobDto {
  id: string;
  action: BulkAction;
  state: BulkState;
  total: number;
  /** Applications handled so far: done + skipped + failed. */
  handled: number;
  done: number;
  skipped: number;
  failed: number;
  /** Each application handled, with why it was skipped or failed. */
  outcomes: { id: string; outcome: BulkOutcome; reason?: string }[];
  /** Until when Undo restores everything and sends nothing (ISO); null once undone or for none. */
  undoUntil: string | null;
  /** Before running: who will be e-mailed (rejections) and who is skipped and why. */
  preview?: { emailed: number; skipped: { id: string; reason: string }[] };
  createdAt: string | null;
}

export const BULK_MESSAGES = {
  unknownIds: 'These applications do not exist',
  tooMany: `At most ${BULK_LIMITS.applications} applications in one bulk action`,
  idsOrFilter: 'Name the applications (ids) or a filter, not both',
  noneMatched: 'No application matches',
  busy: `You have ${BULK_LIMITS.runningPerPerson} bulk actions running: wait for one to finish`,
  notFound: 'There is no such bulk action',
  notYours: 'Only who started a bulk action can undo it',
  undoClosed: 'The undo window has closed',
  alreadyUndone: 'This bulk action was undone already',
  stillRunning: 'The bulk action is still running: undo once it is done',
  undone: 'Undone: every change was restored and nothing was sent',
} as const;
