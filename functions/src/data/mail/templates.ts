import {
  DEFAULT_MAIL_TEMPLATES,
  MAIL_EVENT_INFO,
  MAIL_EVENTS,
  type MailEvent,
  type MailTemplate,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { recordAudit } from '../../lib/audit.js';
import { settingsDocs } from '../../lib/collections.js';
import { runTransaction } from '../../lib/transactions.js';

export type MailTemplates = Record<MailEvent, MailTemplate>;

/** settings/mailTemplates holds the edited templates by event; an event never edited uses its default. */
const templatesDoc = () => settingsDocs.mailTemplates();

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

/** Every event's template (one read). */
export async function loadTemplates(): Promise<MailTemplates> {
  const stored = ((await templatesDoc().get()).get('templates') ?? {}) as Record<string, unknown>;
  return Object.fromEntries(MAIL_EVENTS.map((event) => [event, storedTemplate(event, stored[event])])) as MailTemplates;
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
