import { Button, Field, Flex, Heading, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { SCHEDULING_LIMITS } from '@hr-portal/contract';
import { useSendBookingLink } from '../../../api/scheduling';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

/**
 * "Offer scheduling" in the drawer: hr picks the interview's length, how many of the panel must attend and the
 * window; the candidate is e-mailed a link to book a time the panel is free.
 */
export function SendBookingLink({ applicationId, panelSize }: { applicationId: string; panelSize: number }) {
  const link = useSendBookingLink(applicationId);
  const [lengthMinutes, setLength] = useState('60');
  const [required, setRequired] = useState('all');
  const [days, setDays] = useState('7');

  function submit(event: FormEvent) {
    event.preventDefault();
    link.mutate({
      lengthMinutes: Number(lengthMinutes),
      required: required === 'all' ? 'all' : Number(required),
      days: Number(days),
    });
  }

  if (panelSize === 0) {
    return <Text fontSize="sm">Add interviewers to send the candidate a booking link.</Text>;
  }
  return (
    <Stack as="form" gap="2" onSubmit={submit} aria-labelledby="booking-link-heading">
      <Heading as="h3" size="sm" id="booking-link-heading">
        Offer scheduling
      </Heading>
      <Flex gap="2" wrap="wrap" align="end">
        <Field.Root maxW="36">
          <Field.Label fontSize="sm">Length</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={lengthMinutes} onChange={(event) => setLength(event.target.value)}>
              {SCHEDULING_LIMITS.lengths.map((length) => (
                <option key={length} value={length}>
                  {length} min
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="40">
          <Field.Label fontSize="sm">Who must attend</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={required} onChange={(event) => setRequired(event.target.value)}>
              <option value="all">The whole panel</option>
              {Array.from({ length: panelSize - 1 }, (_, i) => i + 1).map((count) => (
                <option key={count} value={count}>
                  Any {count} of {panelSize}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="32">
          <Field.Label fontSize="sm">Next days</Field.Label>
          <Input
            size="sm"
            type="number"
            min={1}
            max={SCHEDULING_LIMITS.days}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="blue" loading={link.isPending}>
          Send booking link
        </Button>
      </Flex>
      <ErrorText>{link.error ? messageOf(link.error, 'The booking link could not be sent') : null}</ErrorText>
      {link.data && (
        <Text fontSize="sm" role="status">
          Link e-mailed to the candidate:{' '}
          <Link href={link.data.url} color="blue.700" wordBreak="break-all">
            {link.data.url}
          </Link>
        </Text>
      )}
    </Stack>
  );
}
