import { z } from 'zod';
import { SALARY_PERIODS } from './careers.js';
import { OFFER_LIMITS, OFFER_VARIABLES } from './offers.js';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} is at most ${max} characters` });

const date = (field: string) =>
  z
    .string({ error: `${field} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date (YYYY-MM-DD)` })
    .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: `${field} must be a real date`,
    });

const fieldKey = z
  .string({ error: 'A field key must be text' })
  .regex(/^[a-z][A-Za-z0-9]{0,30}$/, { error: 'A field key is a letter then letters or digits, e.g. bonus' })
  .refine((key) => !(OFFER_VARIABLES as readonly string[]).includes(key), {
    error: 'A field key must not be one of the fixed variables',
  });

/** PUT /api/settings/offer-template: which variables the body may use is checked against its fields. */
export const offerTemplateSchema = z.strictObject({
  title: text('The title', OFFER_LIMITS.title).min(1, { error: 'The title must not be empty' }),
  body: text('The letter', OFFER_LIMITS.body).min(1, { error: 'The letter must not be empty' }),
  fields: z
    .array(
      z.strictObject({
        key: fieldKey,
        label: text('A field label', OFFER_LIMITS.fieldLabel).min(1, { error: 'A field needs a label' }),
      }),
      { error: 'Fields must be a list' },
    )
    .max(OFFER_LIMITS.fields, { error: `At most ${OFFER_LIMITS.fields} free fields` })
    .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, {
      error: 'Two free fields have the same key',
    }),
});

/** POST /api/application/:id/offer and PUT /api/offer/:id (the free fields are checked against the template). */
export const offerTermsSchema = z.strictObject({
  salary: z
    .number({ error: 'Salary must be a number' })
    .positive({ error: 'Salary must be more than 0' })
    .max(OFFER_LIMITS.salaryMax, { error: 'Salary is too large' }),
  currency: z
    .string({ error: 'Currency must be text' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'Currency must be a three-letter ISO 4217 code, e.g. EUR' }),
  period: z.enum(SALARY_PERIODS, { error: 'Period must be YEAR, MONTH or HOUR' }),
  startDate: date('Start date'),
  expiresOn: date('Expiry date'),
  fields: z
    .record(
      z.string().max(31, { error: 'A field key is at most 31 characters' }),
      text('A field', OFFER_LIMITS.fieldValue),
      {
        error: 'Fields must be an object of texts',
      },
    )
    .refine((fields) => Object.keys(fields).length <= OFFER_LIMITS.fields, {
      error: `At most ${OFFER_LIMITS.fields} free fields`,
    })
    .default({}),
});

/** POST /api/offer/:id/send-back. */
export const offerCommentSchema = z.strictObject({
  comment: text('The comment', OFFER_LIMITS.comment).min(1, { error: 'Say what needs to change' }),
});

/** POST /api/offer/:id/accept: the typed full name is the signature; the letter's hash, when sent, must match. */
export const offerAcceptSchema = z.strictObject({
  fullName: text('Your full name', OFFER_LIMITS.fullName).min(2, { error: 'Type your full name to sign' }),
  pdfSha256: z
    .string({ error: 'pdfSha256 must be text' })
    .regex(/^[0-9a-f]{64}$/, { error: 'pdfSha256 must be a SHA-256 in hex' })
    .optional(),
});

/** POST /api/offer/:id/decline. */
export const offerDeclineSchema = z.strictObject({
  reason: text('The reason', OFFER_LIMITS.reason).min(1, { error: 'Tell us why you decline' }),
});
