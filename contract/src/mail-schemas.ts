import { z } from 'zod';
import { MAIL_LIMITS } from './mail.js';

const part = (field: string, max: number) =>
  z.string({ error: `${field} must be text` }).max(max, { error: `${field} is at most ${max} characters` });

/** PUT /api/settings/email-templates/:event; which variables it may use is checked against the event. */
export const mailTemplateSchema = z.strictObject({
  subject: part('The subject', MAIL_LIMITS.subject).trim().min(1, { error: 'The subject must not be empty' }),
  text: part('The text', MAIL_LIMITS.text).trim().min(1, { error: 'The text must not be empty' }),
  html: part('The HTML', MAIL_LIMITS.html).trim().min(1, { error: 'The HTML must not be empty' }),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

/** POST .../preview: the template as edited, not yet saved. */
export const mailPreviewSchema = mailTemplateSchema.omit({ enabled: true });
