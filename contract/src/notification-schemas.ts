import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_LIMITS, type NotificationsDto } from './notifications.js';
import { pageQuery } from './queries.js';
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
