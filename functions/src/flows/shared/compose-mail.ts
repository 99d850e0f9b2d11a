import { renderMail, type Language, type MailEvent, type MailValues } from '@hr-portal/contract';
import { config } from '../../lib/config.js';
import type { OutboxMail } from '../../lib/mail.js';
import type { MailTemplates } from '../../data/mail/templates.js';

/** An absolute link into the portal (e-mails are read outside it). */
export const portalLink = (path: string) => `${config.portalUrl}${path}`;

/**
 * The message an event sends with the current templates, or null when admins switched the event off or there is
 * no address. Built before the transaction that writes it (rendering reads nothing). A candidate's e-mail is in
 * `language` (theirs) when the event has words in it; anything else, and any language without them, is English.
 */
export function composeMail(
  templates: MailTemplates,
  event: MailEvent,
  to: string,
  values: MailValues,
  about: { applicationId?: string; recipientUid?: string; aboutPeople?: string[] } = {},
  language: Language = 'en',
): OutboxMail | null {
  const template = templates[event];
  if (!template.enabled || !to) return null;
  const words = (language !== 'en' && template.translations[language]) || template;
  return { to, message: renderMail(words, values), event, ...about };
}
