import { formatOfferDate, inertLinks, LANGUAGE_LOCALES } from '@hr-portal/contract';
import type { OutboxMail } from '../../lib/mail.js';
import { panelUidsOf } from '../../data/applications/panel.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { findUsers, languageOf } from '../../data/users/users.js';
import type { OfferRecord } from '../../data/offers/record.js';

const about = (offer: OfferRecord, recipientUid: string) => ({ applicationId: offer.applicationId, recipientUid });

/** "Review your offer": to the candidate when an admin approves (sends) it. */
export async function offerSentMail(offer: OfferRecord): Promise<OutboxMail[]> {
  const [templates, language] = await Promise.all([loadTemplates(), languageOf(offer.candidate)]);
  const mail = composeMail(
    templates,
    'offer_sent',
    offer.candidateEmail,
    {
      candidateName: offer.candidateName || offer.candidateEmail,
      jobTitle: offer.jobTitle,
      expiresOn: formatOfferDate(offer.expiresOn, LANGUAGE_LOCALES[language]),
      portalUrl: portalLink('/candidate/applications'),
    },
    about(offer, offer.candidate),
    language,
  );
  return mail ? [mail] : [];
}

/**
 * The candidate's answer, to the hiring team: the offer's author and the application's interview panel, once
 * each, with a link to where their role works on it.
 */
export async function answerMail(
  offer: OfferRecord,
  event: 'offer_accepted' | 'offer_declined',
  reason = '',
): Promise<OutboxMail[]> {
  const [templates, panel] = await Promise.all([loadTemplates(), panelUidsOf(offer.applicationId)]);
  const team = [...new Set([offer.createdBy, ...panel])];
  const people = await findUsers(team);
  return team.flatMap((uid) => {
    const person = people.get(uid);
    if (!person || !['employee', 'hr', 'admin'].includes(person.role)) return [];
    const path =
      person.role === 'employee'
        ? `/employee/interviews/${encodeURIComponent(offer.applicationId)}`
        : `/${person.role}/pipeline?job=${encodeURIComponent(offer.jobId)}`;
    const mail = composeMail(
      templates,
      event,
      person.email,
      {
        candidateName: offer.candidateName || offer.candidateEmail,
        jobTitle: offer.jobTitle,
        startDate: formatOfferDate(offer.startDate),
        // The candidate's own words: nothing in them reaches staff as a link or an address.
        reason: inertLinks(reason),
        portalUrl: portalLink(path),
      },
      about(offer, uid),
    );
    return mail ? [mail] : [];
  });
}
