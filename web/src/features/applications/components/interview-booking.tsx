import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { BookingDto } from '@hr-portal/contract';
import { formatDateTime } from '../../../lib/format';

/** An application's interview booking on My Applications: the link to book, or the booked time to change. */
export function InterviewBooking({ booking }: { booking: BookingDto | undefined }) {
  if (!booking) return null;
  const to = `/bookings/${encodeURIComponent(booking._id)}`;
  if (booking.status === 'open') {
    return (
      <Link asChild color="blue.700" fontWeight="semibold">
        <RouterLink to={to}>Book your interview</RouterLink>
      </Link>
    );
  }
  return (
    <Text fontSize="sm">
      Interview: {formatDateTime(booking.start)}{' '}
      <Link asChild color="blue.700">
        <RouterLink to={to} aria-label="Reschedule or cancel your interview">
          Change
        </RouterLink>
      </Link>
    </Text>
  );
}
