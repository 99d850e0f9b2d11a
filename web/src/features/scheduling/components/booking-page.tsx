import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LONG_DATE_TIME, MESSAGES, type SlotDto } from '@hr-portal/contract';
import { browserTimeZone, useBooking, useBookingSlots, useChangeBooking } from '../../../api/scheduling';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { asText } from '../../../components/ui/as-text';

const zone = browserTimeZone();

/** The booking's formats in the screens' language (English: the browser's), in the browser's time zone. */
function formatsIn(locale: string | undefined) {
  return {
    dayFormat: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone }),
    timeFormat: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: zone }),
    whenFormat: new Intl.DateTimeFormat(locale, { ...LONG_DATE_TIME, timeZone: zone }),
  };
}

/** Slots by the local day they start on, in order. */
function byDay(slots: SlotDto[], dayFormat: Intl.DateTimeFormat): [string, SlotDto[]][] {
  const days = new Map<string, SlotDto[]>();
  for (const slot of slots) {
    const day = dayFormat.format(new Date(slot.start));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()];
}

/**
 * A candidate's booking link: the free times in their browser's zone (named), grouped by day; once booked,
 * the time with Reschedule and Cancel.
 */
export function BookingPage({ backTo }: { backTo: string }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const { dayFormat, timeFormat, whenFormat } = useMemo(
    () => formatsIn(language === 'en' ? undefined : i18n.locales?.[0]),
    [language, i18n.locales],
  );
  const { bookingId = '' } = useParams();
  const booking = useBooking(bookingId);
  const [choosing, setChoosing] = useState(false);
  const status = booking.data?.status;
  const slots = useBookingSlots(bookingId, status === 'open' || (status === 'booked' && choosing));
  const change = useChangeBooking(bookingId);
  const [notice, setNotice] = useState<string | null>(null);
  const days = useMemo(() => byDay(slots.data ?? [], dayFormat), [slots.data, dayFormat]);

  async function choose(slot: SlotDto) {
    setNotice(null);
    const kind = status === 'booked' ? 'move' : 'book';
    try {
      const saved = await change.mutateAsync({ kind, start: slot.start });
      setChoosing(false);
      const when = whenFormat.format(new Date(saved.start!));
      setNotice(t`Booked: ${when} (${zone}). A calendar invite is on its way.`);
    } catch {
      // The error shows below; the list is read again, without the time just taken.
    }
  }

  async function cancel() {
    if (!window.confirm(t`Cancel this interview?`)) return;
    setNotice(null);
    await change
      .mutateAsync({ kind: 'cancel' })
      .then(() => setNotice(t`The interview is cancelled.`))
      .catch(() => undefined);
  }

  if (booking.isPending) return <LoadingText>{t`Loading your booking...`}</LoadingText>;
  if (!booking.data) return <ErrorText>{messageOf(booking.error, MESSAGES.fetchDataFailed)}</ErrorText>;
  const { jobTitle, start, lengthMinutes } = booking.data;

  return (
    <>
      <PageHeading backTo={backTo}>
        <Trans>Book your interview</Trans>
      </PageHeading>
      <Stack gap="4" maxW="3xl">
        <Text>
          <Trans>
            {asText(jobTitle)}: a {lengthMinutes}-minute interview. Times are shown in your time zone,{' '}
            <strong>{zone}</strong>.
          </Trans>
        </Text>
        <Box role="status" aria-live="polite">
          {notice && <Text color="green.700">{notice}</Text>}
        </Box>
        <ErrorText>{change.error ? messageOf(change.error, t`That did not work: please try again`) : null}</ErrorText>
        {status === 'cancelled' && (
          <Text>
            <Trans>This booking was cancelled. Ask HR for a new link if you still need one.</Trans>
          </Text>
        )}
        {status === 'booked' && start && (
          <Stack gap="3" align="flex-start">
            <Heading as="h2" size="md">
              <Trans>
                Your interview: {whenFormat.format(new Date(start))} ({zone})
              </Trans>
            </Heading>
            <Stack direction="row" gap="3">
              <Button variant="outline" onClick={() => setChoosing((open) => !open)} disabled={change.isPending}>
                {choosing ? t`Keep this time` : t`Reschedule`}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => void cancel()} disabled={change.isPending}>
                <Trans>Cancel interview</Trans>
              </Button>
            </Stack>
          </Stack>
        )}
        {(status === 'open' || (status === 'booked' && choosing)) && (
          <Box as="section" aria-label={t`Free times`}>
            {slots.isPending && <LoadingText>{t`Loading free times...`}</LoadingText>}
            <ErrorText>{slots.error ? messageOf(slots.error, t`The free times could not be loaded`) : null}</ErrorText>
            {slots.data?.length === 0 && (
              <Text>
                <Trans>No free times are left in this link's window: please contact HR.</Trans>
              </Text>
            )}
            <Stack gap="2">
              {days.map(([day, daySlots], index) => (
                <details key={day} open={index === 0}>
                  <summary>
                    {day} (<Plural value={daySlots.length} one="# time" other="# times" />)
                  </summary>
                  <Box as="ul" display="flex" flexWrap="wrap" gap="2" mt="2" listStyleType="none">
                    {daySlots.map((slot) => (
                      <li key={slot.start}>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={change.isPending}
                          onClick={() => void choose(slot)}
                          aria-label={
                            status === 'booked'
                              ? t`Move to ${day}, ${timeFormat.format(new Date(slot.start))}`
                              : t`Book ${day}, ${timeFormat.format(new Date(slot.start))}`
                          }
                        >
                          {timeFormat.format(new Date(slot.start))}
                        </Button>
                      </li>
                    ))}
                  </Box>
                </details>
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
    </>
  );
}
