// Employee referrals: an employee (or hr, or an admin) brings someone they know to an open job. The referred
// person is told at once, as anyone staff add is; the referrer follows a coarse status, never the hiring details.

/** What a referrer sees of their referral: nothing finer than this. */
export const REFERRAL_STATUSES = ['received', 'in_process', 'hired', 'not_moving_forward'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  received: 'Received',
  in_process: 'In process',
  hired: 'Hired',
  not_moving_forward: 'Not moving forward',
};

/** The application source a referral gives (insights count it like any other). */
export const REFERRAL_SOURCE = 'referral';

export const REFERRAL_LIMITS = {
  /** How they know the person, as the referrer words it. */
  relationship: 100,
  /** The note for hr. */
  note: 1000,
  /** Referrals one person may make a day (each is an e-mail to someone who did not ask for it). */
  perDay: 10,
  /** The bonus: an amount of at most this, and a waiting period of at most this many days. */
  bonusAmount: 1_000_000,
  bonusWaitingDays: 730,
  /** Rows of the bonus list's CSV. */
  csvRows: 5000,
} as const;

export const REFERRAL_MESSAGES = {
  referred: 'Thank you! We have e-mailed them about the job and will keep you posted.',
  alreadyConsidered: 'This person is already being considered for this job. Thank you!',
  jobClosed: 'This job is not open: nobody was referred',
  self: 'You cannot refer yourself. Apply on the job instead.',
  tryAgain: 'This person was changed by someone else just now: send the referral again',
  relationshipTooLong: `Say how you know them in at most ${REFERRAL_LIMITS.relationship} characters`,
  noteTooLong: `The note is at most ${REFERRAL_LIMITS.note} characters`,
  notFound: 'Referral not found',
  bonusSaved: 'Referral bonus saved',
  bonusAmount: `The bonus is an amount from 0 to ${REFERRAL_LIMITS.bonusAmount}`,
  bonusWaitingDays: `The waiting period is 0 to ${REFERRAL_LIMITS.bonusWaitingDays} days`,
  bonusCurrency: 'The currency is a three-letter code such as EUR',
  bonusNotDue: 'This bonus is not due, so it cannot be marked paid',
  bonusPaid: 'Bonus marked paid',
} as const;

/** POST /api/referrals -> 201 when someone new was put on the job, 200 when they were already being considered. */
export interface ReferralResultDto {
  outcome: 'referred' | 'already_considered';
  message: string;
  /** The referral, for "My referrals"; null when it was not made. */
  referral: MyReferralDto | null;
}

/** GET /api/referrals/my: one referral as its referrer sees it. The fields are all there is (tested one by one). */
export interface MyReferralDto {
  _id: string;
  jobId: string;
  jobTitle: string;
  /** The name the referrer gave; '' once the person removed their data. */
  name: string;
  status: ReferralStatus;
  referredAt: string | null;
}

/** On an application, for hr and admins (board card, drawer, profile): who referred the person, and what they said. */
export interface StaffReferralDto {
  /** The referrer's uid, or a pseudonym once they were erased. */
  by: string;
  /** The referrer's name; '' once they were erased. */
  byName: string;
  relationship: string;
  note: string;
  at: string | null;
}

/** Settings: the referral bonus (admins). Amount in whole units of the currency. */
export interface ReferralBonusSettingsDto {
  enabled: boolean;
  amount: number;
  currency: string;
  waitingDays: number;
}

export const DEFAULT_REFERRAL_BONUS: ReferralBonusSettingsDto = {
  enabled: false,
  amount: 0,
  currency: 'EUR',
  waitingDays: 90,
};

export const BONUS_STATES = ['waiting', 'due', 'paid'] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/** GET /api/referrals/bonuses (admins): a hired referral's bonus. */
export interface ReferralBonusDto {
  _id: string;
  referrer: string;
  referrerName: string;
  referrerEmail: string;
  candidateName: string;
  jobTitle: string;
  amount: number;
  currency: string;
  state: BonusState;
  hiredAt: string | null;
  dueAt: string | null;
  paidAt: string | null;
}

/** GET /api/insights/referrals (hr, admins): referrals and hires per job and per referrer. */
export interface ReferralTallyDto {
  id: string;
  label: string;
  referrals: number;
  hired: number;
}
export interface ReferralInsightsDto {
  total: { referrals: number; hired: number };
  /** hired ÷ referrals, or null before the first referral. */
  hireRate: number | null;
  jobs: ReferralTallyDto[];
  referrers: ReferralTallyDto[];
}
