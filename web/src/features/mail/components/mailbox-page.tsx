import { Box, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MAILBOX_SHOWN, MESSAGES } from '@hr-portal/contract';
import { useMailbox, useRunReminders } from '../../../api/mail';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';

/**
 * Mailbox (admin, emulators only): the e-mails this local run delivered, as the local SMTP catcher received them,
 * newest first; searchable by recipient or subject (the search stays in the address, ?q=). Refreshes every few
 * seconds.
 */
export default function MailboxPage({ backTo }: { backTo: string }) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const mailbox = useMailbox(search);
  const reminders = useRunReminders('scorecards');
  const interviewReminders = useRunReminders('interviews');
  const [notice, setNotice] = useState<string | null>(null);

  async function run(action: typeof reminders, what: string) {
    try {
      const { sent } = await action.mutateAsync();
      setNotice(`${sent} ${what}${sent === 1 ? '' : 's'} sent.`);
    } catch (error) {
      setNotice(messageOf(error, MESSAGES.operationFailed));
    }
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    const next = typed.trim();
    setParams(next ? { q: next } : {}, { replace: true });
  }
  return (
    <>
      <PageHeading backTo={backTo}>Mailbox</PageHeading>
      <Text mb="4" color="gray.600">
        Local development only: messages are caught here and never leave this machine.
      </Text>
      <Flex gap="3" align="center" mb="4" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => void run(reminders, 'overdue scorecard reminder')}
          disabled={reminders.isPending}
        >
          Send overdue reminders now
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void run(interviewReminders, 'interview reminder')}
          disabled={interviewReminders.isPending}
        >
          Send interview reminders now
        </Button>
        {notice && <Text role="status">{notice}</Text>}
      </Flex>
      <Flex as="form" role="search" onSubmit={submitSearch} gap="2" mb="4" maxW="lg">
        <Input
          aria-label="Search e-mails by recipient or subject"
          placeholder="Recipient or subject"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Flex>
      {mailbox.isPending && <LoadingText>Loading messages...</LoadingText>}
      <ErrorText>{mailbox.error ? messageOf(mailbox.error, MESSAGES.fetchDataFailed) : null}</ErrorText>
      {mailbox.data?.length === 0 && <Text>{search ? `No e-mail matches "${search}".` : 'No e-mail sent yet.'}</Text>}
      {mailbox.data?.length === MAILBOX_SHOWN && (
        <Text mb="2" fontSize="sm" color="gray.600">
          The newest {MAILBOX_SHOWN} are shown: search to find older ones.
        </Text>
      )}
      <Stack as="ol" gap="3" listStyleType="none" aria-label="Caught e-mails" maxW="3xl">
        {mailbox.data?.map((message) => (
          <Box as="li" key={message.id} bg="white" borderWidth="1px" borderRadius="md" p="3">
            <Heading as="h2" size="sm">
              {message.subject}
            </Heading>
            <Text fontSize="sm" color="gray.600">
              To {message.to} · {formatDateTime(message.receivedAt)}
            </Text>
            <Text as="pre" whiteSpace="pre-wrap" fontFamily="inherit" fontSize="sm" mt="2">
              {message.text}
            </Text>
            {(message.attachments ?? []).map((file) => (
              <Box as="details" key={file.filename} fontSize="sm" mt="2">
                <summary>
                  Attachment: {file.filename} ({file.contentType})
                </summary>
                {file.text && (
                  <Text as="pre" whiteSpace="pre-wrap" fontSize="xs" mt="1">
                    {file.text}
                  </Text>
                )}
              </Box>
            ))}
          </Box>
        ))}
      </Stack>
    </>
  );
}
