import {
  JOB_MESSAGES,
  TALENT_POOL_MESSAGES,
  TALENT_POOL_SOURCE,
  USER_MESSAGES,
  isExpired,
  type InvitationDto,
} from '@hr-portal/contract';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import { queueMail } from '../../lib/mail.js';
import { runTransaction } from '../../lib/transactions.js';
import { applicationId, applicationIn } from '../../data/applications/applications.js';
import { jobIn } from '../../data/jobs/jobs.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { languageOf } from '../../data/users/users.js';
import { recordInvitationIn, wasInvitedIn } from '../../data/talent-pools/invitations.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { personIndexFor } from '../shared/person-index.js';

/** Where an invitation leads: the job's careers page, carrying the source its application will keep. */
export const invitationLink = (slug: string) =>
  portalLink(`/careers/${encodeURIComponent(slug)}?src=${TALENT_POOL_SOURCE}`);

/**
 * "Invite to apply": e-mails someone in the talent pool the link to an open job (the admins' template), and
 * records it on their profile with the audit entry, in one transaction. Refused (409) when their consent has
 * ended or was never given, when they already applied or were invited to this job, when the job is not open,
 * or when the invitation's e-mail is switched off. Nothing about their applications changes.
 */
export async function inviteToApply(caller: Caller, uid: string, jobId: string, now = Date.now()) {
  const [templates, language] = await Promise.all([loadTemplates(), languageOf(uid)]);
  if (!templates.talent_pool_invitation.enabled) throw conflict(TALENT_POOL_MESSAGES.invitationsOff);
  return runTransaction(async (transaction): Promise<InvitationDto> => {
    const [job, index, invited, application] = await Promise.all([
      jobIn(transaction, jobId),
      personIndexFor(transaction, uid),
      wasInvitedIn(transaction, uid, jobId),
      applicationIn(transaction, applicationId(jobId, uid)),
    ]);
    if (!job) throw notFound(JOB_MESSAGES.notFound);
    const person = index.person;
    if (!person) throw notFound(USER_MESSAGES.userNotFound);
    if (!job.isActive || isExpired(job.validThrough, now)) throw conflict(TALENT_POOL_MESSAGES.jobClosed);
    if (!person.email) throw conflict(TALENT_POOL_MESSAGES.noAddress);
    if (!person.talentPoolUntil) throw conflict(TALENT_POOL_MESSAGES.noConsent);
    if (person.talentPoolUntil.getTime() <= now) throw conflict(TALENT_POOL_MESSAGES.consentEnded);
    if (application) throw conflict(TALENT_POOL_MESSAGES.alreadyApplied);
    if (invited) throw conflict(TALENT_POOL_MESSAGES.alreadyInvited);
    const values = { candidateName: person.name, jobTitle: job.title, portalUrl: invitationLink(job.slug) };
    const mail = composeMail(
      templates,
      'talent_pool_invitation',
      person.email,
      values,
      { recipientUid: uid },
      language,
    );
    const mailId = mail ? queueMail(transaction, mail, now) : null;
    const id = recordInvitationIn(transaction, { uid, jobId, jobTitle: job.title, mailId });
    recordAudit(transaction, {
      actor: caller,
      action: 'person.invited',
      target: personTarget(uid),
      before: null,
      after: { job: job.title, jobId },
    });
    return { _id: id, jobId, jobTitle: job.title, invitedAt: new Date(now).toISOString(), mailId };
  });
}
