import {
  DEFAULT_RETENTION,
  type RejectionReason,
  type RetentionSettings,
  type SurveyCategory,
  type SurveySettingsDto,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { recordAudit } from '../../lib/audit.js';
import { db } from '../../lib/firebase.js';
import { collections, settingsDocs } from '../../lib/collections.js';
import { rewriteMatches } from '../../lib/batches.js';
import { runTransaction } from '../../lib/transactions.js';

const reasonsDoc = () => settingsDocs.rejectionReasons();

/** The stored rejection reasons, or null when admins never changed the defaults. */
export async function readRejectionReasons(): Promise<RejectionReason[] | null> {
  const stored = (await reasonsDoc().get()).get('reasons') as unknown;
  if (!Array.isArray(stored)) return null;
  return stored.map((reason) => ({
    id: String(reason.id),
    label: String(reason.label),
    ...(typeof reason.candidateText === 'string' ? { candidateText: reason.candidateText } : {}),
  }));
}

/** Replaces the list, with its audit entry, in one batch. */
export async function writeRejectionReasons(
  actor: Caller,
  before: RejectionReason[],
  reasons: RejectionReason[],
): Promise<void> {
  const batch = db().batch();
  batch.set(reasonsDoc(), { reasons, updatedBy: actor.uid });
  recordAudit(batch, {
    actor,
    action: 'settings.rejection_reasons_changed',
    target: { type: 'settings', id: 'rejectionReasons', label: 'Rejection reasons' },
    before: { reasons: before },
    after: { reasons },
  });
  await batch.commit();
}

/** Stored retention settings as read; a setting never stored has its default. */
function retentionOf(stored: Record<string, unknown>): RetentionSettings {
  const number = (key: keyof RetentionSettings) =>
    Number.isInteger(stored[key]) ? (stored[key] as number) : DEFAULT_RETENTION[key];
  return {
    anonymiseAfterDays: number('anonymiseAfterDays'),
    talentPoolMonths: number('talentPoolMonths'),
    noticeDays: number('noticeDays'),
  };
}

export async function readRetention(): Promise<RetentionSettings> {
  return retentionOf((await settingsDocs.retention().get()).data() ?? {});
}

/** Replaces the retention settings with their audit entry, in one transaction that reads what it replaces. */
export async function writeRetention(actor: Caller, settings: RetentionSettings): Promise<RetentionSettings> {
  await runTransaction(async (transaction) => {
    const before = retentionOf((await transaction.get(settingsDocs.retention())).data() ?? {});
    transaction.set(settingsDocs.retention(), { ...settings, updatedBy: actor.uid });
    recordAudit(transaction, {
      actor,
      action: 'settings.retention_changed',
      target: { type: 'settings', id: 'retention', label: 'Data retention' },
      before: { ...before },
      after: { ...settings },
    });
  });
  return settings;
}

/** Every settings document (mail templates included) records who last changed it: that becomes the pseudonym. */
export function pseudonymiseSettingsEditor(uid: string, pseudonym: string): Promise<number> {
  return rewriteMatches(collections.settings().where('updatedBy', '==', uid), (setting, batch) =>
    batch.update(setting.ref, { updatedBy: pseudonym }),
  );
}

/** The diversity survey as admins set it up (off, with no categories, until they do). */
export async function readSurveySettings(): Promise<SurveySettingsDto> {
  const stored = (await settingsDocs.survey().get()).data() ?? {};
  const categories = Array.isArray(stored.categories) ? (stored.categories as SurveyCategory[]) : [];
  return {
    enabled: stored.enabled === true,
    intro: typeof stored.intro === 'string' ? stored.intro : '',
    categories: categories.filter((category) => typeof category?.id === 'string' && Array.isArray(category.options)),
  };
}

/** Replaces the survey settings with their audit entry, in one transaction that reads what it replaces. */
export async function writeSurveySettings(actor: Caller, settings: SurveySettingsDto): Promise<SurveySettingsDto> {
  await runTransaction(async (transaction) => {
    const before = (await transaction.get(settingsDocs.survey())).data() ?? {};
    transaction.set(settingsDocs.survey(), { ...settings, updatedBy: actor.uid });
    recordAudit(transaction, {
      actor,
      action: 'settings.survey_changed',
      target: { type: 'settings', id: 'survey', label: 'Diversity survey' },
      before: { enabled: before.enabled ?? false, categories: before.categories ?? [] },
      after: { enabled: settings.enabled, categories: settings.categories },
    });
  });
  return settings;
}
