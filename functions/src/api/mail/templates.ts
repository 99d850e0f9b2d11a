import {
  DEFAULT_MAIL_TEMPLATES,
  MAIL_EVENT_INFO,
  MAIL_EVENTS,
  MAIL_MESSAGES,
  variablesIn,
  type MailEvent,
  type MailTemplate,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/auth-middleware.js';
import { recordAudit } from '../../lib/audit.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { settingsDoc } from '../../lib/collections.js';

export type MailTemplates = Record<MailEvent, MailTemplate>;

/** settings/mailTemplates holds the edited templates by event; an event never edited uses its default. */
const templatesDoc = () => settingsDoc('mailTemplates');

/** A security notice is on whatever was stored: no stored value can silence it. */
function storedTemplate(event: MailEvent, stored: unknown): MailTemplate {
  const fallback = DEFAULT_MAIL_TEMPLATES[event];
  const value = (stored ?? {}) as Partial<MailTemplate>;
  return {
    subject: typeof value.subject === 'string' ? value.subject : fallback.subject,
    text: typeof value.text === 'string' ? value.text : fallback.text,
    html: typeof value.html === 'string' ? value.html : fallback.html,
    enabled: MAIL_EVENT_INFO[event].security || (typeof value.enabled === 'boolean' ? value.enabled : fallback.enabled),
  };
}

/** Who may edit an event's template: admins every one, hr the hiring ones (not security notices). */
export const mayEditTemplate = (caller: Caller, event: MailEvent) =>
  caller.role === 'admin' || !MAIL_EVENT_INFO[event].security;

/** Refuses (403) a security notice's template to anyone but an admin. */
export function requireTemplateEditor(caller: Caller, event: MailEvent): void {
  if (!mayEditTemplate(caller, event)) throw forbidden(MAIL_MESSAGES.securityAdminOnly);
}

/** Every event's template (one read). */
export async function loadTemplates(): Promise<MailTemplates> {
  const stored = ((await templatesDoc().get()).get('templates') ?? {}) as Record<string, unknown>;
  return Object.fromEntries(MAIL_EVENTS.map((event) => [event, storedTemplate(event, stored[event])])) as MailTemplates;
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

/** Saves one event's template with its audit entry, in one transaction. */
export async function saveTemplate(actor: Caller, event: MailEvent, template: MailTemplate): Promise<MailTemplate> {
  requireTemplateEditor(actor, event);
  if (MAIL_EVENT_INFO[event].security && !template.enabled) throw badRequest(MAIL_MESSAGES.securityAlwaysSent);
  checkVariables(event, template);
  await db().runTransaction(async (transaction) => {
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
