import { REFERRAL_LIMITS, REFERRAL_MESSAGES, type BonusState, type ReferralBonusDto } from '@hr-portal/contract';
import { recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { conflict, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  bonusDueIn,
  bonusesDueBy,
  bonusPaidIn,
  referralIn,
  referralsWithBonus,
} from '../../data/referrals/referrals.js';
import { findUsers } from '../../data/users/users.js';
import { toBonus } from './view.js';

const PAGE = 100;

/**
 * The daily run: every hired referral whose waiting period is over by `now` becomes "bonus due". Each is read
 * again in its own transaction (a referral moved out of hired meanwhile has no bonus any more). Answers how many.
 */
export async function runBonusSweep(now = new Date()): Promise<number> {
  let due = 0;
  for (;;) {
    const ids = await bonusesDueBy(now, PAGE);
    for (const id of ids) {
      const changed = await runTransaction(async (transaction) => {
        const referral = await referralIn(transaction, id);
        const bonus = referral?.bonus;
        if (bonus?.state !== 'waiting' || !bonus.dueAt || bonus.dueAt > now) return false;
        bonusDueIn(transaction, id);
        return true;
      });
      if (changed) due += 1;
    }
    if (ids.length < PAGE) return due;
  }
}

/** Admins' list of bonuses (one state, or all), newest hire first, with each referrer's name and address. */
export async function bonusList(state: BonusState | undefined, limit = REFERRAL_LIMITS.csvRows) {
  const records = await referralsWithBonus(state, limit);
  const referrers = await findUsers(records.map((record) => record.referrer));
  return records.map((record) => toBonus(record, referrers)).filter((bonus): bonus is ReferralBonusDto => !!bonus);
}

/** An admin paid a due bonus: marked with who and when, audited. 409 unless it is due. */
export async function markBonusPaid(caller: Caller, id: string): Promise<void> {
  await runTransaction(async (transaction) => {
    const referral = await referralIn(transaction, id);
    if (!referral?.bonus) throw notFound(REFERRAL_MESSAGES.notFound);
    if (referral.bonus.state !== 'due') throw conflict(REFERRAL_MESSAGES.bonusNotDue);
    bonusPaidIn(transaction, id, caller.uid);
    recordAudit(transaction, {
      actor: caller,
      action: 'referral.bonus_paid',
      target: { type: 'user', id: referral.referrer, person: referral.referrer },
      before: { state: 'due' },
      after: {
        state: 'paid',
        amount: referral.bonus.amount,
        currency: referral.bonus.currency,
        job: referral.jobTitle,
      },
    });
  });
}
