// The workspace's requests and answers: notifications and the shell's search.
import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_LIMITS, type NotificationsDto } from './notifications.js';
import { pageQuery } from './queries.js';
import { QUICK_SEARCH_LIMITS } from './quick-search.js';
import type { Holds, SameKeys } from './type-checks.js';

/** GET /api/notifications: `limit` (default 20, at most 50) and the previous page's `cursor`. */
export const notificationsQuerySchema = pageQuery(NOTIFICATION_LIMITS.pageSize, 50);

/** POST /api/notifications/read: the ids given, or with none every unread one, are marked read. */
export const markNotificationsReadSchema = z.strictObject({
  ids: z
    .array(z.string().min(1).max(300))
    .min(1)
    .max(NOTIFICATION_LIMITS.idsPerCall, `At most ${NOTIFICATION_LIMITS.idsPerCall} notifications at a time`)
    .optional(),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

/** GET /api/notifications (NotificationsDto). */
export const notificationsResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(NOTIFICATION_KINDS),
      title: z.string(),
      subject: z.string(),
      actor: z.string().nullable(),
      href: z.string(),
      createdAt: z.string(),
      read: z.boolean(),
    }),
  ),
  unread: z.number(),
});

/** POST /api/notifications/read: how many it marked, and how many stay unread. */
export const markedReadResponseSchema = z.object({ marked: z.number(), unread: z.number() });

export type NotificationSchemaMatchesDto = Holds<
  SameKeys<z.infer<typeof notificationsResponseSchema>, NotificationsDto>
>;

/** GET /api/search: `q`, the words typed (1 to 80 characters). */
export const quickSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, { error: 'q is required' })
    .max(QUICK_SEARCH_LIMITS.queryMax, { error: `q is at most ${QUICK_SEARCH_LIMITS.queryMax} characters` }),
});

/** GET /api/search (QuickSearchDto). */
const quickSearchHitSchema = z.object({ id: z.string(), title: z.string(), detail: z.string(), href: z.string() });
export const quickSearchResponseSchema = z.object({
  people: z.array(quickSearchHitSchema),
  jobs: z.array(quickSearchHitSchema),
});
