import type { StageRuleAction, StageRuleActionType } from '@hr-portal/contract';

/** The words the editor offers for each action. */
export const ACTION_LABELS: Record<StageRuleActionType, string> = {
  email: 'Send the candidate an e-mail',
  booking_link: 'Send the booking link',
  panel: 'Seat interviewers on the panel',
  tags: 'Add tags to the person',
  notify: 'Notify staff',
  remind_owner: "Remind the job's owner",
};

/** A new action of a type, with values the API accepts once filled in. */
export function newAction(type: StageRuleActionType): StageRuleAction {
  switch (type) {
    case 'email':
      return { type, subject: '', text: '', delayMinutes: 0 };
    case 'booking_link':
      return { type, lengthMinutes: 30, required: 'all', days: 7 };
    case 'panel':
    case 'notify':
      return { type, uids: [] };
    case 'tags':
      return { type, tags: [] };
    case 'remind_owner':
      return { type };
  }
}
