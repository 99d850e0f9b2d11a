import { Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { INBOX_LIMITS, MESSAGES, type InboxItem } from '@hr-portal/contract';
import { useInbox } from '../../../api/inbox';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useInboxCounts } from '../inbox-counts';

/** One item's words, in the screens' language: the API's `title` is English for integrations. */
function useItemText() {
  const { t } = useLingui();
  return (item: InboxItem): string => {
    const subject = item.subject;
    const when = formatDateTime(item.dueAt);
    switch (item.kind) {
      case 'scorecard_owed':
        return t`Scorecard to send: ${subject}`;
      case 'interview_soon':
        return t`Interview for ${subject}, ${when}`;
      case 'offer_to_approve':
        return t`Offer to approve: ${subject}`;
      case 'application_waiting':
        return t`Waiting to be looked at: ${subject}`;
      case 'onboarding_task_overdue':
        return t`Overdue task: ${subject}`;
      case 'duplicates_to_review':
        return t`Possible duplicates to review`;
      case 'interview_to_book':
        return t`Book your interview for ${subject}`;
      case 'offer_to_answer':
        return t`Answer your offer for ${subject}`;
      case 'privacy_request_due':
        return t`Privacy request due ${when}`;
      case 'mail_failed':
        return t`E-mail not delivered: ${subject}`;
      case 'webhook_failed':
        return t`Webhook deliveries that failed`;
      case 'document_requested':
        return t`Document to upload: ${subject}`;
      case 'referral_update':
        return t`Referral update: ${subject}`;
    }
  };
}

/** "Needs you"'s list: a lazy chunk of its own, so the dashboard's cards show at once. */
export default function NeedsYou() {
  const { t } = useLingui();
  const inbox = useInbox();
  const textOf = useItemText();
  const counts = inbox.data?.counts;
  useEffect(() => useInboxCounts.setState({ counts: counts ?? {} }), [counts]);

  if (inbox.pending && !inbox.data) return <LoadingText>{t`Loading what needs you...`}</LoadingText>;
  if (!inbox.data) return <ErrorText>{messageOf(inbox.error, MESSAGES.fetchDataFailed)}</ErrorText>;
  const items = inbox.data.items;
  if (items.length === 0) return <Text color="gray.600">{t`Nothing needs you right now.`}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {items.map((item) => (
        <li key={`${item.kind} ${item.href}`}>
          <Link asChild color="blue.700">
            <RouterLink to={item.href}>
              {textOf(item)}
              {item.count === undefined
                ? ''
                : ` (${item.count >= INBOX_LIMITS.countCap ? `${item.count}+` : item.count})`}
            </RouterLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}
