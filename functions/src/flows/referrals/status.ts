import { CLOSING_STAGE_IDS, type ReferralStatus, type Role } from '@hr-portal/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { queueMail } from '../../lib/mail.js';
import { notifyIn, type NotificationDraft } from '../../data/notifications/notifications.js';
import { runTransaction } from '../../lib/transactions.js';
import { applicationIn, findApplication } from '../../data/applications/applications.js';
import { loadTemplates, type MailTemplates } from '../../data/mail/templates.js';
import { readBonusSettings } from '../../data/referrals/bonus-settings.js';
import { referralIn, setReferralStatusIn, type ReferralBonusRecord } from '../../data/referrals/referrals.js';
import type { ReferralRecord } from '../../data/referrals/referrals.js';
import { userIn } from '../../data/users/users.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { coarseStatus } from './view.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a referrer follows their referrals. */
const myReferralsPath = (role: Role | null) => `/${role === 'hr' || role === 'admin' ? role : 'employee'}/referrals`;
export const myReferralsUrl = (role: Role | null) => portalLink(myReferralsPath(role));

/** The referrer's notification that the person they referred moved (once per status). */
const referralMoved = (
  referral: Pick<ReferralRecord, 'id' | 'referrer' | 'jobTitle' | 'name' | 'person'>,
  role: Role | null,
  status: ReferralStatus,
): NotificationDraft => ({
  to: referral.referrer,
  kind: 'referral_moved',
  event: `${referral.id}__${status}`,
  subject: `${referral.name} · ${referral.jobTitle}`,
  actor: null,
  href: myReferralsPath(role),
  about: referral.person ? [referral.person] : [],
});

/** The referrer's e-mail about an outcome (hired, or not moving forward; never why). */
export function outcomeMail(
  templates: MailTemplates,
  referral: Pick<ReferralRecord, 'id' | 'referrer' | 'jobTitle'>,
  referrer: { email: string | null; role: Role | null },
  outcome: ReferralStatus,
  candidateName: string,
) {
  if (!referrer.email || (outcome !== 'hired' && outcome !== 'not_moving_forward')) return null;
  const event = outcome === 'hired' ? 'referral_hired' : 'referral_closed';
  const values = { candidateName, jobTitle: referral.jobTitle, portalUrl: myReferralsUrl(referrer.role) };
  // Filed under the application too, so erasing the person referred also deletes the e-mails naming them.
  return composeMail(templates, event, referrer.email, values, {
    recipientUid: referral.referrer,
    applicationId: referral.id,
  });
}

/**
 * An application's stage changed: its referral (if it has one) follows in its coarse status, the hire counted
 * once, the referrer e-mailed once per outcome, and a hire starts its bonus's waiting period when bonuses are on.
 * Idempotent: a redelivered event finds the status already there and changes nothing.
 */
export async function syncReferralOf(applicationId: string, now = Date.now()): Promise<ReferralStatus | null> {
  const referralId = (await findApplication(applicationId))?.referral?.id;
  if (!referralId) return null;
  const [settings, templates] = await Promise.all([readBonusSettings(), loadTemplates()]);
  return runTransaction(async (transaction) => {
    const [referral, application] = await Promise.all([
      referralIn(transaction, referralId),
      applicationIn(transaction, applicationId),
    ]);
    // The person's erasure settles their referral itself.
    if (!referral || !application || !referral.person) return referral?.status ?? null;
    const status = coarseStatus(application, referral.firstStage, CLOSING_STAGE_IDS);
    if (status === referral.status) return status;
    const referrer = await userIn(transaction, referral.referrer);
    const mail =
      referral.mailedOutcome === status
        ? null
        : outcomeMail(templates, referral, referrer ?? { email: null, role: null }, status, referral.name);
    if (mail) queueMail(transaction, mail, now);
    notifyIn(transaction, [referralMoved(referral, referrer?.role ?? null, status)], Timestamp.fromMillis(now));
    let bonus: ReferralBonusRecord | null | undefined;
    if (status === 'hired' && !referral.bonus && settings.enabled) {
      bonus = {
        state: 'waiting',
        amount: settings.amount,
        currency: settings.currency,
        hiredAt: new Date(now),
        dueAt: new Date(now + settings.waitingDays * DAY_MS),
        paidAt: null,
      };
    } else if (status !== 'hired' && referral.bonus?.state === 'waiting') {
      bonus = null;
    }
    setReferralStatusIn(transaction, referral, {
      status,
      mailedOutcome: mail ? status : referral.mailedOutcome,
      bonus,
    });
    return status;
  });
}
