import { Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import type { BookingDto } from '@hr-portal/contract';
import { formatDateTime } from '../../../lib/format';

/** An application's interview booking on My Applications: the link to book, or the booked time to change. */
export function InterviewBooking({ booking }: { booking: BookingDto | undefined }) {
  const { t } = useLingui();
  if (!booking) return null;
  const to = `/bookings/${encodeURIComponent(booking._id)}`;
  if (booking.status === 'open') {
    return (
      <Link asChild color="blue.700" fontWeight="semibold">
        <RouterLink to={to}>
          <Trans>Book your interview</Trans>
        </RouterLink>
      </Link>
    );
  }
  return (
    <Text fontSize="sm">
      <Trans>Interview: {formatDateTime(booking.start)}</Trans>{' '}
      <Link asChild color="blue.700">
        <RouterLink to={to} aria-label={t`Reschedule or cancel your interview`}>
          <Trans>Change</Trans>
        </RouterLink>
      </Link>
    </Text>
  );
}
