import {
  isCandidateMailEvent,
  MAIL_EVENTS,
  MAIL_EVENT_INFO,
  MAIL_MESSAGES,
  variablesIn,
  type MailEvent,
  type MailTemplate,
  type MailText,
  type TranslatedLanguage,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { loadTemplates, storeTemplate, storeTranslation } from '../../data/mail/templates.js';

/** Who may edit an event's template: admins every one, hr the hiring ones (not security notices). */
export const mayEditTemplate = (caller: Caller, event: MailEvent) =>
  caller.role === 'admin' || !MAIL_EVENT_INFO[event].security;

/** Refuses (403) a security notice's template to anyone but an admin. */
export function requireTemplateEditor(caller: Caller, event: MailEvent): void {
  if (!mayEditTemplate(caller, event)) throw forbidden(MAIL_MESSAGES.securityAdminOnly);
}

/** Refuses (400) a template using a variable its event does not offer, naming each. */
export function checkVariables(event: MailEvent, template: Pick<MailTemplate, 'subject' | 'text' | 'html'>): void {
  const allowed = new Set<string>(MAIL_EVENT_INFO[event].variables);
  const unknown = [
    ...new Set(
      [template.subject, template.text, template.html].flatMap(variablesIn).filter((name) => !allowed.has(name)),
    ),
  ];
  if (unknown.length > 0)
    throw badRequest(`${MAIL_MESSAGES.unknownVariables}: ${unknown.map((name) => `{{${name}}}`).join(', ')}`);
}

/** Saves one event's template with its audit entry, after the editor and its variables are checked. */
export async function saveTemplate(actor: Caller, event: MailEvent, template: MailTemplate): Promise<MailTemplate> {
  requireTemplateEditor(actor, event);
  if (MAIL_EVENT_INFO[event].security && !template.enabled) throw badRequest(MAIL_MESSAGES.securityAlwaysSent);
  checkVariables(event, template);
  return storeTemplate(actor, event, template);
}

/**
 * Saves a candidate e-mail's words in German, French or Spanish (the event's switch stays on its English template),
 * after the editor and its variables are checked; a staff e-mail has no other language (400).
 */
export async function saveTranslation(
  actor: Caller,
  event: MailEvent,
  language: TranslatedLanguage,
  words: MailText,
): Promise<MailText> {
  requireTemplateEditor(actor, event);
  if (!isCandidateMailEvent(event)) throw badRequest(MAIL_MESSAGES.notTranslated);
  checkVariables(event, words);
  return storeTranslation(actor, event, language, words);
}

/** The templates the caller may edit, each with its event's description and variables. */
export async function editableTemplates(caller: Caller) {
  const templates = await loadTemplates();
  const editable = MAIL_EVENTS.filter((event) => mayEditTemplate(caller, event));
  return editable.map((event) => ({ event, ...MAIL_EVENT_INFO[event], ...templates[event] }));
}
