import { z } from 'zod';
import { variablesIn } from './mail-render.js';
import { personTag } from './people-schemas.js';
import { bookingLinkSchema } from './scheduling-schemas.js';
import { DECIDING_ACTIONS, STAGE_RULE_LIMITS, STAGE_RULE_MAIL_VARIABLES, STAGE_RULE_MESSAGES } from './stage-rules.js';

const { staffPerAction, tagsPerAction } = STAGE_RULE_LIMITS;

const uid = z.string({ error: 'A person is named by their id' }).regex(/^[A-Za-z0-9_-]{1,128}$/, {
  error: 'A person is named by their id',
});
const people = (what: string) =>
  z
    .array(uid, { error: `${what} must be a list` })
    .min(1, { error: `${what} names at least one person` })
    .max(staffPerAction, { error: `${what} names at most ${staffPerAction} people` })
    .transform((uids) => [...new Set(uids)]);

const mailPart = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} is at most ${max} characters` })
    .refine(
      (text) => variablesIn(text).every((name) => (STAGE_RULE_MAIL_VARIABLES as readonly string[]).includes(name)),
      { error: `${field} may use only {{${STAGE_RULE_MAIL_VARIABLES.join('}}, {{')}}}` },
    );

const emailAction = z.strictObject({
  type: z.literal('email'),
  subject: mailPart('The subject', STAGE_RULE_LIMITS.subject).refine((subject) => !/[\r\n]/.test(subject), {
    error: 'The subject is one line',
  }),
  text: mailPart('The text', STAGE_RULE_LIMITS.text),
  delayMinutes: z
    .number({ error: 'The delay must be a number of minutes' })
    .int({ error: 'The delay must be whole minutes' })
    .min(0, { error: 'The delay cannot be negative' })
    .max(STAGE_RULE_LIMITS.delayMinutes, { error: 'The delay is at most 30 days' })
    .default(0),
});

const action = z.discriminatedUnion(
  'type',
  [
    emailAction,
    bookingLinkSchema.extend({ type: z.literal('booking_link') }),
    z.strictObject({ type: z.literal('panel'), uids: people('The panel') }),
    z.strictObject({
      type: z.literal('tags'),
      tags: z
        .array(personTag)
        .min(1, { error: 'Name at least one tag' })
        .max(tagsPerAction, { error: `At most ${tagsPerAction} tags` }),
    }),
    z.strictObject({ type: z.literal('notify'), uids: people('Who is notified') }),
    z.strictObject({ type: z.literal('remind_owner') }),
  ],
  { error: STAGE_RULE_MESSAGES.unknownAction },
);

/** An action named like a decision about a person is refused with its own message, before anything else. */
const notDeciding = z.unknown().superRefine((value, context) => {
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && (DECIDING_ACTIONS as readonly string[]).includes(type.toLowerCase()))
    context.addIssue({ code: 'custom', message: STAGE_RULE_MESSAGES.deciding, abort: true });
});

const ruleSchema = z
  .strictObject({
    id: z
      .string({ error: 'A rule id is text' })
      .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'A rule id is letters, digits, _ or -' })
      .optional(),
    stage: z.string({ error: 'A rule names its stage' }).min(1, { error: 'A rule names its stage' }).max(60),
    on: z.enum(['enter', 'stay'], { error: 'A rule is "enter" or "stay"' }),
    days: z
      .number({ error: 'Days must be a number' })
      .int({ error: 'Days must be whole days' })
      .min(1, { error: 'Days is at least 1' })
      .max(STAGE_RULE_LIMITS.stayDays, { error: `Days is at most ${STAGE_RULE_LIMITS.stayDays}` })
      .optional(),
    actions: z
      .array(notDeciding.pipe(action), { error: 'Actions must be a list' })
      .min(1, { error: 'A rule has at least one action' })
      .max(STAGE_RULE_LIMITS.actionsPerRule, {
        error: `A rule has at most ${STAGE_RULE_LIMITS.actionsPerRule} actions`,
      }),
  })
  .superRefine((rule, context) => {
    if (rule.on === 'stay' && rule.days === undefined)
      context.addIssue({ code: 'custom', message: STAGE_RULE_MESSAGES.stayNeedsDays, path: ['days'] });
    const misplaced = rule.actions.some((one) => (one.type === 'remind_owner') !== (rule.on === 'stay'));
    if (misplaced) context.addIssue({ code: 'custom', message: STAGE_RULE_MESSAGES.remindOnStay, path: ['actions'] });
  });

/** PUT /api/job/:id/stage-rules and PUT /api/settings/stage-rules: the whole set. */
export const stageRulesSchema = z.strictObject({
  rules: z
    .array(ruleSchema, { error: 'Rules must be a list' })
    .max(STAGE_RULE_LIMITS.rulesPerJob, { error: `A job has at most ${STAGE_RULE_LIMITS.rulesPerJob} rules` }),
});
export type StageRulesInput = z.infer<typeof stageRulesSchema>;
