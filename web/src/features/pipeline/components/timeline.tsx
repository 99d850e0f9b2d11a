import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ApplicationEventDto, JobDto, MailEntryDto, NoteDto, RejectionReason } from '@hr-portal/contract';
import { DeliveryBadge } from '../../../components/delivery-badge';
import { LoadMore, type ListState } from '../../../components/ui/list-status';
import { ErrorText } from '../../../components/ui/status-text';
import { formatDateTime } from '../../../lib/format';

interface TimelineProps {
  job: JobDto;
  /** The application's event log, newest first, as far as it is loaded. */
  events: Omit<ListState, 'items'> & { items: ApplicationEventDto[] };
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

/** Why a rule's delayed e-mail was cancelled. */
const CANCELLED_BECAUSE: Record<string, string> = {
  left_stage: 'the application left the stage first',
  job_closed: 'the job closed',
  cancelled: 'cancelled by hand',
};

/** A rule's step as the timeline names it. */
function ruleStep(action: string | undefined): string {
  const steps: Record<string, string> = {
    email: 'e-mail to the candidate',
    booking_link: 'booking link sent',
    panel: 'interview panel seated',
    tags: 'tags added',
    notify: 'staff notified',
    remind_owner: 'job owner reminded',
  };
  return steps[action ?? ''] ?? 'step';
}

/** What the timeline says of an event; null for events shown from their own records (notes). */
function describeEvent(job: JobDto, event: ApplicationEventDto, reasons: RejectionReason[]): Item | null {
  const stage = (id: string | null) => job.stages.find((candidate) => candidate.id === id)?.name ?? id ?? '';
  const person = event.interviewer?.name || 'someone no longer here';
  const by = event.actor?.name ? ` by ${event.actor.name}` : '';
  const reason = reasons.find((option) => option.id === event.reasonId)?.label ?? event.reasonId;
  const texts: Record<ApplicationEventDto['type'], string | null> = {
    applied: `Applied (${stage(event.toStage)})`,
    moved: `Moved ${stage(event.fromStage)} → ${stage(event.toStage)}${by}`,
    withdrawn: 'Withdrawn by the candidate',
    hired: `Hired (${stage(event.toStage)})${by}`,
    interviewer_assigned: `Interviewer assigned: ${person}`,
    interviewer_removed: `Interviewer removed: ${person}`,
    interviewer_reminded: `Scorecard reminder sent to ${person}`,
    scorecard_submitted: `Scorecard submitted: ${person}`,
    scorecard_updated: `Scorecard updated: ${person}`,
    note_added: null,
    resume_restored: 'The resume they applied with was kept among their documents',
    interview_offered: `Interview booking link sent to the candidate${by}`,
    interview_booked: `Interview booked${by}`,
    interview_rescheduled: `Interview rescheduled${by}`,
    interview_cancelled: `Interview cancelled${by}`,
    offer_drafted: `Offer drafted${by}`,
    offer_changed: `Offer changed${by}`,
    offer_submitted: `Offer submitted for approval${by}`,
    offer_sent_back: `Offer sent back to draft${by}`,
    offer_approved: `Offer approved and sent to the candidate${by}`,
    offer_withdrawn: `Offer withdrawn${by}`,
    offer_accepted: 'Offer accepted and signed by the candidate',
    offer_declined: 'Offer declined by the candidate',
    rule_applied: event.skipped
      ? `Stage rule ${event.ruleId ?? ''} skipped ${ruleStep(event.ruleAction)}: ${event.skipped}`
      : `Stage rule ${event.ruleId ?? ''}: ${ruleStep(event.ruleAction)}`,
    rule_pending_closed: event.skipped
      ? `Stage rule ${event.ruleId ?? ''}: delayed e-mail cancelled (${CANCELLED_BECAUSE[event.skipped] ?? event.skipped})`
      : `Stage rule ${event.ruleId ?? ''}: delayed e-mail sent`,
  };
  const text = texts[event.type];
  if (text === null || text === undefined) return null;
  const detail = reason ? `Reason: ${reason}` : event.source ? `Source: ${event.source}` : undefined;
  return { at: event.at, key: `v-${event._id}`, text, detail };
}

/**
 * Everything that happened to an application, newest first: the event log (moves with reasons, the panel,
 * scorecards), e-mails and notes. Notes and e-mails older than the oldest loaded event wait for "Older events".
 */
export function Timeline({ job, events, notes, reasons, mail, onRetry }: TimelineProps) {
  const oldestLoaded = events.nextCursor ? (events.items.at(-1)?.at ?? '') : '';
  const items: Item[] = [
    ...events.items.map((event) => describeEvent(job, event, reasons)).filter((item): item is Item => item !== null),
    ...mail.map((entry) => describeMail(entry, onRetry)),
    ...notes.map((note) => ({
      at: note.at ?? '',
      key: `n-${note._id}`,
      text: `Note by ${note.by.email}`,
      detail: note.text,
    })),
  ]
    .filter((item) => item.at >= oldestLoaded)
    .sort((a, b) => b.at.localeCompare(a.at));
  return (
    <>
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
      <ErrorText>{events.error}</ErrorText>
      <LoadMore list={events} label="Older events" />
    </>
  );
}
