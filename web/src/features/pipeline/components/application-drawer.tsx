import { Button, CloseButton, Drawer, Flex, Heading, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useState } from 'react';
import { MESSAGES, type JobDto, MAIL_MESSAGES } from '@hr-portal/contract';
import { useApplicationMail, useRetryMail } from '../../../api/mail';
import {
  useApplicationEvents,
  useHire,
  useNotes,
  useRejectionReasons,
  useStaffApplication,
} from '../../../api/pipeline';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { ViewLink } from '../../../components/ui/view-link';
import { AnswersPanel } from './answers-panel';
import { messageOf } from '../../../lib/api-client';
import { InterviewPanel } from './interview-panel';
import { useSession } from '../../../stores/session';
import { NoteForm } from './note-form';
import { OfferPanel } from './offer-panel';
import { Timeline } from './timeline';

interface ApplicationDrawerProps {
  id: string | null;
  job: JobDto;
  onClose: () => void;
}

/** A card opened: the resume, the timeline, private notes, and Hire. */
export function ApplicationDrawer({ id, job, onClose }: ApplicationDrawerProps) {
  const application = useStaffApplication(id);
  const events = useApplicationEvents(id);
  const notes = useNotes(id);
  const reasons = useRejectionReasons();
  const hire = useHire();
  const me = useSession((state) => state.user);
  const mail = useApplicationMail(id);
  const retry = useRetryMail();
  const [notice, setNotice] = useState<string | null>(null);
  // Failures of the drawer's actions, shown beside them and announced.
  const [failure, setFailure] = useState<{ where: 'hire' | 'mail'; message: string } | null>(null);
  const failureAt = (where: 'hire' | 'mail') => (failure?.where === where ? failure.message : null);

  async function hireNow() {
    if (!id || !window.confirm('Hire this person? They become an employee and their documents move with them.')) return;
    setFailure(null);
    try {
      const result = await hire.mutateAsync(id);
      setNotice(result.changed ? 'Hired: they are an employee now.' : 'Already hired.');
    } catch (error) {
      setFailure({ where: 'hire', message: messageOf(error, MESSAGES.hireFailed) });
    }
  }

  const data = application.data;
  return (
    <Drawer.Root open={id !== null} onOpenChange={(details) => !details.open && onClose()} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{data ? data.candidateName || data.candidateEmail : 'Application'}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {application.isPending && <LoadingText>Loading...</LoadingText>}
              <ErrorText>{application.error ? messageOf(application.error, MESSAGES.fetchDataFailed) : null}</ErrorText>
              {data && (
                <Stack gap="5">
                  <Flex gap="3" align="center" wrap="wrap">
                    <Text fontSize="sm">{data.candidateEmail}</Text>
                    {me && (
                      <Link asChild fontSize="sm" color="blue.700">
                        <RouterLink to={`/${me.role}/people/${encodeURIComponent(data.candidate)}`}>
                          Open profile
                        </RouterLink>
                      </Link>
                    )}
                    {data.source && <Text fontSize="sm">Source: {data.source}</Text>}
                    <ViewLink path={data.resumeUrl} name={`resume of ${data.candidateName || data.candidateEmail}`} />
                    {/* hr hires through an accepted offer (its panel finishes the hire); admins may hire from here. */}
                    {me?.role === 'admin' && (
                      <Button size="sm" colorPalette="green" onClick={() => void hireNow()} disabled={hire.isPending}>
                        Hire
                      </Button>
                    )}
                  </Flex>
                  {notice && <Text role="status">{notice}</Text>}
                  <ErrorText>{failureAt('hire')}</ErrorText>
                  <AnswersPanel application={data} />
                  <InterviewPanel applicationId={data._id} />
                  <OfferPanel applicationId={data._id} stage={data.stage} job={job} />
                  <NoteForm applicationId={data._id} />
                  <Heading as="h3" size="sm">
                    Timeline
                  </Heading>
                  <ErrorText>{failureAt('mail')}</ErrorText>
                  <Timeline
                    job={job}
                    events={events}
                    notes={notes.data ?? []}
                    reasons={reasons.data ?? []}
                    mail={mail.data ?? []}
                    onRetry={(mailId) =>
                      retry
                        .mutateAsync(mailId)
                        .catch((error: unknown) =>
                          setFailure({ where: 'mail', message: messageOf(error, MAIL_MESSAGES.retryFailed) }),
                        )
                    }
                  />
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
