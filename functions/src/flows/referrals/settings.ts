import type { ReferralBonusSettingsDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { readBonusSettings, writeBonusSettings } from '../../data/referrals/bonus-settings.js';

/** The referral bonus: off by default; a change applies to hires from then on (each keeps the terms of its hire). */
export const bonusSettings = (): Promise<ReferralBonusSettingsDto> => readBonusSettings();

export const setBonusSettings = (caller: Caller, settings: ReferralBonusSettingsDto) =>
  writeBonusSettings(caller, settings);
