import { DEFAULT_REJECTION_REASONS, type RejectionReason, type RetentionSettings } from '@hr-portal/contract';
import { readRejectionReasons, readRetention } from '../../data/settings/settings.js';

/** The reasons staff pick from when rejecting (hr and admin read them; admins edit them). */
export async function rejectionReasons(): Promise<RejectionReason[]> {
  return (await readRejectionReasons()) ?? [...DEFAULT_REJECTION_REASONS];
}

export async function rejectionReasonIds(): Promise<Set<string>> {
  return new Set((await rejectionReasons()).map((reason) => reason.id));
}

/** How long candidates' data is kept (admins read and change it; the retention run reads it). */
export function retentionSettings(): Promise<RetentionSettings> {
  return readRetention();
}
