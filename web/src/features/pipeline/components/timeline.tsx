import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { HistoryEntry, InterviewEvent, JobDto, MailEntryDto, NoteDto, RejectionReason } from '@hr-portal/contract';
import { DeliveryBadge } from '../../../components/delivery-badge';
import { formatDateTime } from '../../../lib/format';

interface TimelineProps {
  job: JobDto;
  history: HistoryEntry[];
  interviewEvents: InterviewEvent[];
  notes: NoteDto[];
  reasons: RejectionReason[];
  mail: MailEntryDto[];
  /** Sends a failed message again. */
  onRetry: (id: string) => void;
}

type Item = { at: string; key: string; text: string; detail?: string; extra?: ReactNode };

function describeMail(entry: MailEntryDto, onRetry: (id: string) => void): Item {
  return {
    at: entry.createdAt ?? '',
    key: `e-${entry._id}`,
    text: `E-mail to ${entry.to}: ${entry.subject}`,
    detail: entry.state === 'error' && entry.error ? `Delivery failed: ${entry.error}` : undefined,
    extra: (
      <Flex gap="2" align="center">
        <DeliveryBadge state={entry.state} />
        {entry.state === 'error' && (
          <Button
            size="xs"
            variant="outline"
            onClick={() => onRetry(entry._id)}
            aria-label={`Retry the e-mail ${entry.subject}`}
          >
            Retry
          </Button>
        )}
      </Flex>
    ),
  };
}

function describeMove(job: JobDto, change: HistoryEntry, reasons: RejectionReason[]): Item {
  const name = (id: string | null | undefined) => job.stages.find((stage) => stage.id === id)?.name ?? id ?? '';
  const reason = reasons.find((option) => option.id === change.reason)?.label ?? change.reason ?? undefined;
  if (change.toStage === undefined)
    return {
      at: change.at,
      key: `s-${change.at}`,
      text: change.from ? `Status ${change.from} → ${change.to}` : `Applied`,
    };
  const text = change.fromStage
    ? `Moved ${name(change.fromStage)} → ${name(change.toStage)}`
    : `Applied (${name(change.toStage)})`;
  return {
    at: change.at,
    key: `m-${change.at}-${change.toStage}`,
    text,
    detail: reason ? `Reason: ${reason}` : undefined,
  };
}

const EVENT_TEXTS: Record<InterviewEvent['type'], string> = {
  interviewer_assigned: 'Interviewer assigned',
  interviewer_removed: 'Interviewer removed',
  scorecard_submitted: 'Scorecard submitted',
};

/** Everything that happened to an application, newest first: moves (with reasons), the panel, e-mails, notes. */
export function Timeline({ job, history, interviewEvents, notes, reasons, mail, onRetry }: TimelineProps) {
  const items: Item[] = [
    ...history.map((change) => describeMove(job, change, reasons)),
    ...interviewEvents.map((event, index) => ({
      at: event.at,
      key: `i-${index}`,
      text: `${EVENT_TEXTS[event.type]}: ${event.interviewer.name}`,
    })),
    ...mail.map((entry) => describeMail(entry, onRetry)),
    ...notes.map((note) => ({
      at: note.at ?? '',
      key: `n-${note._id}`,
      text: `Note by ${note.by.email}`,
      detail: note.text,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Stack as="ol" aria-label="Timeline" gap="3" listStyleType="none">
      {items.map((item) => (
        <Box as="li" key={item.key} borderLeftWidth="2px" borderColor="blue.200" pl="3">
          <Text fontSize="sm" fontWeight="medium">
            {item.text}
          </Text>
          {item.detail && (
            <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
              {item.detail}
            </Text>
          )}
          {item.extra}
          <Text fontSize="xs" color="gray.600">
            {formatDateTime(item.at)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
