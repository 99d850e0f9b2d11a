import { NOTIFICATION_LIMITS } from '@hr-portal/contract';
import { deleteNotificationsBefore } from '../../data/notifications/notifications.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes notifications older than the retention window (daily; on demand under the emulators). */
export const sweepNotifications = (now = Date.now()) =>
  deleteNotificationsBefore(new Date(now - NOTIFICATION_LIMITS.retentionDays * DAY_MS));
