import { DEFAULT_REFERRAL_BONUS, type ReferralBonusSettingsDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { recordAudit } from '../../lib/audit.js';
import { settingsDocs } from '../../lib/collections.js';
import { runTransaction } from '../../lib/transactions.js';

/** Stored bonus settings as read; a setting never stored has its default. */
function settingsOf(stored: Record<string, unknown>): ReferralBonusSettingsDto {
  return {
    enabled: stored.enabled === true,
    amount: typeof stored.amount === 'number' ? stored.amount : DEFAULT_REFERRAL_BONUS.amount,
    currency: typeof stored.currency === 'string' ? stored.currency : DEFAULT_REFERRAL_BONUS.currency,
    waitingDays: Number.isInteger(stored.waitingDays)
      ? (stored.waitingDays as number)
      : DEFAULT_REFERRAL_BONUS.waitingDays,
  };
}

export async function readBonusSettings(): Promise<ReferralBonusSettingsDto> {
  return settingsOf((await settingsDocs.referralBonus().get()).data() ?? {});
}

/** Replaces the bonus settings with their audit entry, in one transaction that reads what it replaces. */
export async function writeBonusSettings(
  actor: Caller,
  settings: ReferralBonusSettingsDto,
): Promise<ReferralBonusSettingsDto> {
  await runTransaction(async (transaction) => {
    const before = settingsOf((await transaction.get(settingsDocs.referralBonus())).data() ?? {});
    transaction.set(settingsDocs.referralBonus(), { ...settings, updatedBy: actor.uid });
    recordAudit(transaction, {
      actor,
      action: 'settings.referral_bonus_changed',
      target: { type: 'settings', id: 'referralBonus', label: 'Referral bonus' },
      before: { ...before },
      after: { ...settings },
    });
  });
  return settings;
}
