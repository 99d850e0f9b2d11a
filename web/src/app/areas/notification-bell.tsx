import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { MESSAGES, NOTIFICATION_LIMITS, type NotificationsDto } from '@hr-portal/contract';
import { useFetched } from '../../lib/fetched';
import { LazyDrawerButton } from './lazy-drawer';

const NotificationDrawer = lazy(() => import('./notification-drawer'));

/** How often the count is asked again while the portal is open (and whenever the window regains focus). */
const POLL_MS = 60_000;

/** The bell in the header: the unread count; the notifications themselves open in a drawer loaded on first use. */
export function NotificationBell() {
  const { t } = useLingui();
  const count = useFetched<NotificationsDto>('/api/notifications?limit=1', MESSAGES.fetchDataFailed, POLL_MS);
  const unread = count.data?.unread ?? 0;
  const shown = unread > NOTIFICATION_LIMITS.unreadCap ? `${NOTIFICATION_LIMITS.unreadCap}+` : String(unread);
  return (
    <LazyDrawerButton
      label={unread === 0 ? t`Notifications` : t`Notifications, ${shown} unread`}
      drawer={NotificationDrawer}
      props={{ onChange: count.refresh }}
    >
      <span aria-hidden="true">🔔</span>
      {unread > 0 && (
        <Box as="span" aria-hidden="true" bg="red.600" color="white" borderRadius="full" px="1.5" fontSize="xs">
          {shown}
        </Box>
      )}
    </LazyDrawerButton>
  );
}
