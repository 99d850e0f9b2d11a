import type { Role } from './roles.js';

/** What the audit trail records. Each entry is written in the same transaction or batch as the change. */
export const AUDIT_ACTIONS = [
  'user.role_changed',
  'user.profile_changed',
  'user.email_changed',
  'user.deleted',
  'user.anonymised',
  'job.created',
  'job.updated',
  'job.deleted',
  'job.expired',
  'application.status_changed',
  'application.stage_changed',
  'settings.rejection_reasons_changed',
  'settings.email_template_changed',
  'settings.retention_changed',
  'settings.privacy_notice_published',
  'mail.retried',
  'privacy.data_exported',
  'privacy.request_filed',
  'privacy.request_answered',
  'insights.exported',
  'settings.offer_template_changed',
  'offer.created',
  'offer.changed',
  'offer.submitted',
  'offer.sent_back',
  'offer.approved',
  'offer.withdrawn',
  'offer.accepted',
  'offer.declined',
  'person.tags_changed',
  'person.invited',
  'person.sourced',
  'person.account_created',
  'person.duplicate_dismissed',
  'person.merged',
  'person.merge_undone',
  'talent_pool.created',
  'talent_pool.renamed',
  'talent_pool.archived',
  'talent_pool.restored',
  'talent_pool.member_added',
  'talent_pool.member_removed',
  'talent_pool.note_changed',
  'question_library.added',
  'question_library.removed',
  'settings.survey_changed',
  'person.referred',
  'settings.referral_bonus_changed',
  'referral.bonus_paid',
  'onboarding_template.created',
  'onboarding_template.changed',
  'onboarding_template.removed',
  'onboarding.start_date_changed',
  'onboarding.task_assigned',
  'onboarding.task_added',
  'onboarding.task_removed',
  'onboarding.document_accepted',
  'onboarding.document_asked_again',
  'onboarding.policy_signed',
  'onboarding_policy.uploaded',
  'integration.key_created',
  'integration.key_revoked',
  'integration.key_used',
  'integration.webhook_created',
  'integration.webhook_changed',
  'integration.webhook_removed',
  'integration.webhook_disabled',
  'integration.delivery_resent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.role_changed': 'Role changed',
  'user.profile_changed': 'Profile changed',
  'user.email_changed': 'E-mail changed',
  'user.deleted': 'User deleted',
  'user.anonymised': 'Candidate anonymised (retention)',
  'job.created': 'Job created',
  'job.updated': 'Job updated',
  'job.deleted': 'Job deleted',
  'job.expired': 'Job closed: past its last day',
  'application.status_changed': 'Application status changed',
  'application.stage_changed': 'Application moved',
  'settings.rejection_reasons_changed': 'Rejection reasons changed',
  'settings.email_template_changed': 'E-mail template changed',
  'settings.retention_changed': 'Data retention changed',
  'settings.privacy_notice_published': 'Privacy notice published',
  'mail.retried': 'E-mail sent again',
  'privacy.data_exported': 'Personal data exported',
  'privacy.request_filed': 'Privacy request received',
  'privacy.request_answered': 'Privacy request answered',
  'insights.exported': 'Insights downloaded (CSV)',
  'settings.offer_template_changed': 'Offer letter template changed',
  'offer.created': 'Offer drafted',
  'offer.changed': 'Offer changed',
  'offer.submitted': 'Offer submitted for approval',
  'offer.sent_back': 'Offer sent back to draft',
  'offer.approved': 'Offer approved and sent',
  'offer.withdrawn': 'Offer withdrawn',
  'offer.accepted': 'Offer accepted (signed)',
  'offer.declined': 'Offer declined',
  'person.tags_changed': 'Tags changed',
  'person.invited': 'Invited to apply (talent pool)',
  'person.sourced': 'Added by staff (told by e-mail)',
  'person.account_created': 'Created their account from the e-mailed link',
  'person.duplicate_dismissed': 'Possible duplicate dismissed',
  'person.merged': 'Merged with another record of the same person',
  'person.merge_undone': 'Merge undone',
  'talent_pool.created': 'Talent pool created',
  'talent_pool.renamed': 'Talent pool renamed',
  'talent_pool.archived': 'Talent pool archived',
  'talent_pool.restored': 'Talent pool restored',
  'talent_pool.member_added': 'Added to a talent pool',
  'talent_pool.member_removed': 'Removed from a talent pool',
  'talent_pool.note_changed': 'Talent pool note changed',
  'question_library.added': 'Question added to the library',
  'question_library.removed': 'Question removed from the library',
  'settings.survey_changed': 'Diversity survey changed',
  'person.referred': 'Referred by an employee (told by e-mail)',
  'settings.referral_bonus_changed': 'Referral bonus changed',
  'referral.bonus_paid': 'Referral bonus marked paid',
  'onboarding_template.created': 'Onboarding template created',
  'onboarding_template.changed': 'Onboarding template changed',
  'onboarding_template.removed': 'Onboarding template removed',
  'onboarding.start_date_changed': 'Onboarding start date changed',
  'onboarding.task_assigned': 'Onboarding task given to a colleague',
  'onboarding.task_added': 'Onboarding task added to a plan',
  'onboarding.task_removed': 'Onboarding task removed from a plan',
  'onboarding.document_accepted': 'Onboarding document accepted',
  'onboarding.document_asked_again': 'Onboarding document asked for again',
  'onboarding.policy_signed': 'Onboarding policy signed',
  'onboarding_policy.uploaded': 'Onboarding policy uploaded',
  'integration.key_created': 'API key created',
  'integration.key_revoked': 'API key revoked',
  'integration.key_used': 'API key used',
  'integration.webhook_created': 'Webhook endpoint added',
  'integration.webhook_changed': 'Webhook endpoint changed',
  'integration.webhook_removed': 'Webhook endpoint removed',
  'integration.webhook_disabled': 'Webhook endpoint switched off after a day of failures',
  'integration.delivery_resent': 'Webhook delivery sent again',
};

export const AUDIT_TARGET_TYPES = [
  'user',
  'job',
  'application',
  'settings',
  'mail',
  'privacyRequest',
  'offer',
  'talentPool',
  'question',
  'onboardingTemplate',
  'onboardingPolicy',
  'apiKey',
  'webhookEndpoint',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Field values before and after the change; only the fields that changed (or, for create/delete, the record). */
export type AuditValues = Record<string, unknown> | null;

/** How the audit screen names a person whose account was erased (entries keep only their uid). */
export const ERASED_PERSON = 'Erased person';

export interface AuditEntryDto {
  _id: string;
  action: AuditAction;
  /**
   * `system` for what the portal does by itself (e.g. closing a job past its last day); `integration` for an API
   * key, whose `email` then reads `API key: <its name>`.
   */
  actor: { uid: string; email: string; role: Role | 'system' | 'integration' };
  /**
   * `label` names the target as the trail is read: the person's e-mail now ("Erased person" once erased), with the
   * job title or setting; entries store only uids for people.
   */
  target: { type: AuditTargetType; id: string; label: string };
  before: AuditValues;
  after: AuditValues;
  at: string | null;
}
