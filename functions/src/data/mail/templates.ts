import {
  DEFAULT_MAIL_TEMPLATES,
  DEFAULT_MAIL_TRANSLATIONS,
  isCandidateMailEvent,
  LANGUAGES,
  MAIL_EVENT_INFO,
  MAIL_EVENTS,
  type MailEvent,
  type MailTemplate,
  type MailText,
  type TranslatedLanguage,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { recordAudit } from '../../lib/audit.js';
import { settingsDocs } from '../../lib/collections.js';
import { runTransaction } from '../../lib/transactions.js';

/** An event's template with its words in the other languages (candidates' e-mails only). */
export type LoadedTemplate = MailTemplate & { translations: Partial<Record<TranslatedLanguage, MailText>> };
export type MailTemplates = Record<MailEvent, LoadedTemplate>;

const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

/** settings/mailTemplates holds the edited templates by event; an event never edited uses its default. */
const templatesDoc = () => settingsDocs.mailTemplates();

/** The words stored for a template, each part that is not text taken from `fallback`. */
function wordsOf(stored: unknown, fallback: MailText): MailText {
  const value = (stored ?? {}) as Partial<MailText>;
  return {
    subject: typeof value.subject === 'string' ? value.subject : fallback.subject,
    text: typeof value.text === 'string' ? value.text : fallback.text,
    html: typeof value.html === 'string' ? value.html : fallback.html,
  };
}

/** A security notice is on whatever was stored: no stored value can silence it. */
function storedTemplate(event: MailEvent, stored: unknown): MailTemplate {
  const fallback = DEFAULT_MAIL_TEMPLATES[event];
  const enabled = (stored as Partial<MailTemplate> | undefined)?.enabled;
  return {
    ...wordsOf(stored, fallback),
    enabled: MAIL_EVENT_INFO[event].security || (typeof enabled === 'boolean' ? enabled : fallback.enabled),
  };
}

/** A candidate e-mail's words per language: as admins edited them, else the default of that language. */
function storedTranslations(event: MailEvent, stored: Record<string, unknown>): LoadedTemplate['translations'] {
  if (!isCandidateMailEvent(event)) return {};
  return Object.fromEntries(
    TRANSLATED.map((language) => {
      const edited = (stored[language] as Record<string, unknown> | undefined)?.[event];
      return [language, wordsOf(edited, DEFAULT_MAIL_TRANSLATIONS[language][event])];
    }),
  );
}

/** Every event's template with its translations (one read). */
export async function loadTemplates(): Promise<MailTemplates> {
  const snapshot = await templatesDoc().get();
  const stored = (snapshot.get('templates') ?? {}) as Record<string, unknown>;
  const translations = (snapshot.get('translations') ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    MAIL_EVENTS.map((event) => [
      event,
      { ...storedTemplate(event, stored[event]), translations: storedTranslations(event, translations) },
    ]),
  ) as MailTemplates;
}

/** Stores one event's template with its audit entry, in one transaction. */
export async function storeTemplate(actor: Caller, event: MailEvent, template: MailTemplate): Promise<MailTemplate> {
  await runTransaction(async (transaction) => {
    const stored = ((await transaction.get(templatesDoc())).get('templates') ?? {}) as Record<string, unknown>;
    const before = storedTemplate(event, stored[event]);
    transaction.set(templatesDoc(), { templates: { [event]: template }, updatedBy: actor.uid }, { merge: true });
    recordAudit(transaction, {
      actor,
      action: 'settings.email_template_changed',
      target: { type: 'settings', id: `mailTemplates.${event}`, label: `E-mail: ${MAIL_EVENT_INFO[event].label}` },
      before: { ...before },
      after: { ...template },
    });
  });
  return template;
}

/** Stores one candidate e-mail's words in another language with its audit entry, in one transaction. */
export async function storeTranslation(
  actor: Caller,
  event: MailEvent,
  language: TranslatedLanguage,
  words: MailText,
): Promise<MailText> {
  await runTransaction(async (transaction) => {
    const snapshot = await transaction.get(templatesDoc());
    const translations = (snapshot.get('translations') ?? {}) as Record<string, unknown>;
    const before = storedTranslations(event, translations)[language];
    transaction.set(
      templatesDoc(),
      { translations: { [language]: { [event]: words } }, updatedBy: actor.uid },
      { merge: true },
    );
    recordAudit(transaction, {
      actor,
      action: 'settings.email_template_changed',
      target: {
        type: 'settings',
        id: `mailTemplates.${event}.${language}`,
        label: `E-mail: ${MAIL_EVENT_INFO[event].label} (${language})`,
      },
      before: { ...before },
      after: { ...words },
    });
  });
  return words;
}
