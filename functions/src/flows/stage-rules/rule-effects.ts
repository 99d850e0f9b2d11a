import { escapeHtml, renderMail, type StageRuleAction } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { SYSTEM_ACTOR } from '../../lib/audit.js';
import type { OutboxMail } from '../../lib/mail.js';
import type { ApplicationRecord } from '../../data/applications/record.js';
import { findJob } from '../../data/jobs/jobs.js';
import { portalLink } from '../shared/compose-mail.js';

/** Who a rule's steps are done by: the portal itself, named by the rule (its audit entries and notifications). */
export const RULE_CAUSE = SYSTEM_ACTOR;

/**
 * The caller the flows a rule uses (booking links, panel seats, tags) see: the portal, acting for the rule, with hr's
 * reach (a rule is set by hr or an admin). It reaches no route: it exists only inside the rule runner.
 */
export const ruleCaller = (ruleId: string): Caller => ({
  uid: RULE_CAUSE.uid,
  email: '',
  role: 'hr',
  authTime: 0,
  integration: { keyId: `rule_${ruleId}`, name: `Stage rule ${ruleId}` },
});

/** A rule's e-mail to the candidate, its placeholders filled (the HTML from the text, escaped). */
export async function ruleMail(
  application: Pick<
    ApplicationRecord,
    'id' | 'candidate' | 'candidateEmail' | 'candidateName' | 'jobId' | 'jobSnapshot'
  >,
  action: { subject: string; text: string },
  stage: string,
): Promise<OutboxMail | null> {
  if (!application.candidateEmail) return null;
  const job = await findJob(application.jobId);
  const stageName = job?.stages.find((one) => one.id === stage)?.name ?? stage;
  const html = `<p>${escapeHtml(action.text).replace(/\r?\n/g, '<br>')}</p>`;
  const message = renderMail(
    { subject: action.subject, text: action.text, html },
    {
      candidateName: application.candidateName || application.candidateEmail,
      jobTitle: application.jobSnapshot.title,
      stageName,
      portalUrl: portalLink('/candidate/applications'),
    },
  );
  return {
    to: application.candidateEmail,
    message,
    event: 'stage_rule',
    applicationId: application.id,
    recipientUid: application.candidate,
  };
}

export type RuleEmail = Extract<StageRuleAction, { type: 'email' }>;
