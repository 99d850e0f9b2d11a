import { findUsers } from '../../data/users/users.js';
import { findApplications } from '../../data/applications/applications.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { queueMail } from '../../lib/mail.js';
import { newWriteBatch } from '../../lib/transactions.js';
import { referralNotesBy, pseudonymiseReferrerOfApplications } from '../../data/applications/referrals.js';
import {
  allReferralsBy,
  markOutcomeMailedIn,
  pseudonymiseBonusPayer,
  pseudonymiseReferrer,
  eraseReferredIn,
  referralsOf,
} from '../../data/referrals/referrals.js';
import { outcomeMail } from './status.js';
import { toMyReferral } from './view.js';

/** How the referrer's e-mail names someone who removed their data. */
const ERASED_NAME = 'the person you referred';

/** A person's referrals, both ways: who referred them to what, and whom they referred (with their notes). */
export async function referralsToExport(uid: string, cap: number) {
  const [referredFor, made, notes] = await Promise.all([
    referralsOf(uid, cap),
    allReferralsBy(uid, cap),
    referralNotesBy(uid, cap),
  ]);
  if (referredFor.length + made.length + notes.length === 0) return undefined;
  const [referrers, applications] = await Promise.all([
    findUsers(referredFor.map((referral) => referral.referrer)),
    findApplications(referredFor.map((referral) => referral.id)),
  ]);
  return {
    // What the referrer told hr about them (kept on the application) is theirs to read too.
    referredBy: referredFor.map((referral) => ({
      job: referral.jobTitle,
      referrer: referrers.get(referral.referrer)?.name ?? referral.referrerName,
      relationship: applications.get(referral.id)?.referral?.relationship ?? '',
      note: applications.get(referral.id)?.referral?.note ?? '',
      at: referral.createdAt?.toISOString() ?? null,
    })),
    referralsMade: made.map(toMyReferral),
    notesOnReferrals: notes,
  };
}

/**
 * The referred person is erased: their referrals lose what names them and end as "not moving forward" (unless
 * they had been hired), and each referrer not yet told is e-mailed that, without a name or a reason.
 */
export async function eraseReferred(uid: string, pseudonym: string): Promise<number> {
  const changed = await eraseReferredIn(uid, pseudonym);
  const untold = changed.filter(
    (referral) => referral.status !== 'hired' && referral.mailedOutcome !== 'not_moving_forward',
  );
  if (untold.length === 0) return changed.length;
  const [templates, referrers] = await Promise.all([
    loadTemplates(),
    findUsers(untold.map((referral) => referral.referrer)),
  ]);
  for (const referral of untold) {
    const referrer = referrers.get(referral.referrer);
    const batch = newWriteBatch();
    const mail = referrer && outcomeMail(templates, referral, referrer, 'not_moving_forward', ERASED_NAME);
    if (mail) queueMail(batch, mail);
    markOutcomeMailedIn(batch, referral.id, 'not_moving_forward');
    await batch.commit();
  }
  return changed.length;
}

/** The referrer is erased: what they referred stays the employer's record, under the pseudonym. */
export async function eraseReferrer(uid: string, pseudonym: string): Promise<number> {
  const [referrals, applications, payer] = await Promise.all([
    pseudonymiseReferrer(uid, pseudonym),
    pseudonymiseReferrerOfApplications(uid, pseudonym),
    pseudonymiseBonusPayer(uid, pseudonym),
  ]);
  return referrals + applications + payer;
}
