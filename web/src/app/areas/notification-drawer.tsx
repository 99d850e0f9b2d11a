import { Box, Button, CloseButton, Drawer, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES, type NotificationDto } from '@hr-portal/contract';
import { useMarkRead, useNotifications } from '../../api/notifications';
import { QueryProvider } from '../../api/query-client';
import { ErrorText, LoadingText } from '../../components/ui/status-text';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import type { LazyDrawerProps } from './lazy-drawer';

/** A notification's words, in the screens' language (the API's `title` is English, for integrations). */
function useNotificationText() {
  const { t } = useLingui();
  return ({ kind, subject, actor }: NotificationDto): string => {
    const who = actor ?? t`Someone`;
    switch (kind) {
      case 'mentioned':
        return t`${who} mentioned you in a note on ${subject}`;
      case 'panel_seat':
        return t`${who} put you on the interview panel for ${subject}`;
      case 'offer_to_approve':
        return t`${who} sent an offer for your approval: ${subject}`;
      case 'interview_booked':
        return t`Interview booked: ${subject}`;
      case 'onboarding_task':
        return t`${who} gave you an onboarding task: ${subject}`;
      case 'referral_moved':
        return t`Someone you referred moved on: ${subject}`;
      case 'stage_rule':
        return t`${who}: ${subject} needs a look`;
    }
  };
}

function NotificationList({ onOpen, markRead }: { onOpen: () => void; markRead: (id: string) => void }) {
  const { t } = useLingui();
  const { query, items } = useNotifications();
  const textOf = useNotificationText();
  if (query.isPending) return <LoadingText>{t`Loading notifications...`}</LoadingText>;
  if (query.error) return <ErrorText>{messageOf(query.error, MESSAGES.fetchDataFailed)}</ErrorText>;
  if (items.length === 0) return <Text color="gray.600">{t`No notifications yet.`}</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" gap="3">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              asChild
              color="blue.700"
              fontWeight={item.read ? 'normal' : 'semibold'}
              onClick={() => {
                if (!item.read) markRead(item.id);
                onOpen();
              }}
            >
              <RouterLink to={item.href}>
                {item.read ? (
                  ''
                ) : (
                  <Box as="span" srOnly>
                    {t`Unread:`}{' '}
                  </Box>
                )}
                {textOf(item)}
              </RouterLink>
            </Link>
            <Text fontSize="xs" color="gray.600">
              {formatDateTime(item.createdAt)}
            </Text>
          </li>
        ))}
      </Stack>
      {query.hasNextPage && (
        <Button
          size="sm"
          variant="outline"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t`Load more`}
        </Button>
      )}
    </Stack>
  );
}

/** The person's notifications in a drawer, loaded when the bell is first pressed; `onChange` refreshes the count. */
export default function NotificationDrawer({
  open,
  onClose,
  returnTo,
  onChange,
}: LazyDrawerProps & { onChange: () => void }) {
  return (
    <QueryProvider>
      <Drawer.Root
        open={open}
        onOpenChange={(details) => !details.open && onClose()}
        finalFocusEl={() => returnTo.current}
        placement="end"
        size="sm"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <DrawerContent onClose={onClose} onChange={onChange} />
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </QueryProvider>
  );
}

function DrawerContent({ onClose, onChange }: { onClose: () => void; onChange: () => void }) {
  const { t } = useLingui();
  const { unread } = useNotifications();
  const markRead = useMarkRead(onChange);
  return (
    <Drawer.Content>
      <Drawer.Header>
        <Drawer.Title>{t`Notifications`}</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="4">
          {unread > 0 && (
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              loading={markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              {t`Mark all read`}
            </Button>
          )}
          {markRead.error && <ErrorText>{messageOf(markRead.error, MESSAGES.updateFailed)}</ErrorText>}
          <NotificationList onOpen={onClose} markRead={(id) => markRead.mutate([id])} />
        </Stack>
      </Drawer.Body>
      <Drawer.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t`Close notifications`} />
      </Drawer.CloseTrigger>
    </Drawer.Content>
  );
}
