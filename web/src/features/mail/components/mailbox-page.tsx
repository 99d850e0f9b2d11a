import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@hr-portal/contract';
import { useMailbox } from '../../../api/mail';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';

/**
 * Mailbox (admin, emulators only): every e-mail this local run delivered, as the local SMTP catcher received
 * it, newest first. Refreshes every few seconds.
 */
export default function MailboxPage({ backTo }: { backTo: string }) {
  const mailbox = useMailbox();
  return (
    <>
      <PageHeading backTo={backTo}>Mailbox</PageHeading>
      <Text mb="4" color="gray.600">
        Local development only: messages are caught here and never leave this machine.
      </Text>
      {mailbox.isPending && <LoadingText>Loading messages...</LoadingText>}
      <ErrorText>{mailbox.error ? messageOf(mailbox.error, MESSAGES.fetchDataFailed) : null}</ErrorText>
      {mailbox.data?.length === 0 && <Text>No e-mail sent yet.</Text>}
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
          </Box>
        ))}
      </Stack>
    </>
  );
}
