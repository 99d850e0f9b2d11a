import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  type AvailabilityDto,
  type BookingDto,
  type BookingLinkDto,
  type SlotDto,
} from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';

const bookingPath = (id: string) => `/api/booking/${encodeURIComponent(id)}`;

export const schedulingKeys = {
  availability: ['scheduling', 'availability'] as const,
  mine: ['scheduling', 'bookings', 'mine'] as const,
  attending: ['scheduling', 'bookings', 'attending'] as const,
  booking: (id: string) => ['scheduling', 'booking', id] as const,
  slots: (id: string) => ['scheduling', 'slots', id] as const,
};

/** The browser's IANA zone (what slots are shown in, and the default for a person's hours). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export type StoredAvailability = (AvailabilityDto & { saved: true }) | { saved: false };

export function useMyAvailability(enabled: boolean) {
  return useQuery({
    queryKey: schedulingKeys.availability,
    queryFn: () => apiRequest<StoredAvailability>('/api/me/availability', MESSAGES.fetchDataFailed),
    enabled,
  });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: AvailabilityDto) =>
      apiRequest<StoredAvailability>('/api/me/availability', 'Your interview hours could not be saved', {
        method: 'PUT',
        body: availability,
      }),
    onSuccess: (saved) => queryClient.setQueryData(schedulingKeys.availability, saved),
  });
}

/** The caller's open and booked interviews as a candidate (My Applications shows "Book your interview"). */
export function useMyBookings() {
  return useQuery({
    queryKey: schedulingKeys.mine,
    queryFn: () => apiRequest<BookingDto[]>('/api/booking/my', MESSAGES.fetchDataFailed),
  });
}

/** The booked interviews the caller attends, soonest first (Interviews shows when). */
export function useInterviewsBooked() {
  return useQuery({
    queryKey: schedulingKeys.attending,
    queryFn: () => apiRequest<BookingDto[]>('/api/booking/interviewing', MESSAGES.fetchDataFailed),
  });
}

export function useBooking(id: string) {
  return useQuery({
    queryKey: schedulingKeys.booking(id),
    queryFn: () => apiRequest<BookingDto>(bookingPath(id), MESSAGES.fetchDataFailed),
  });
}

export function useBookingSlots(id: string, enabled: boolean) {
  return useQuery({
    queryKey: schedulingKeys.slots(id),
    queryFn: () => apiRequest<SlotDto[]>(`${bookingPath(id)}/slots`, 'The free times could not be loaded'),
    enabled,
  });
}

type BookingAction = { kind: 'book' | 'move'; start: string } | { kind: 'cancel' };

/** Book, move or cancel; afterwards the booking and its slots are read again (a lost race shows fresh times). */
export function useChangeBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BookingAction) => {
      if (action.kind === 'cancel') {
        return apiRequest<BookingDto>(bookingPath(id), 'The interview could not be cancelled', { method: 'DELETE' });
      }
      return apiRequest<BookingDto>(bookingPath(id), 'The interview could not be booked', {
        method: action.kind === 'book' ? 'POST' : 'PUT',
        body: { start: action.start, timeZone: browserTimeZone() },
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: schedulingKeys.booking(id) }),
        queryClient.invalidateQueries({ queryKey: schedulingKeys.slots(id) }),
        queryClient.invalidateQueries({ queryKey: schedulingKeys.mine }),
      ]),
  });
}

/** hr offers the candidate a booking link for the application's panel. */
export function useSendBookingLink(applicationId: string) {
  return useMutation({
    mutationFn: (offer: { lengthMinutes: number; required: 'all' | number; days: number }) =>
      apiRequest<BookingLinkDto>(
        `/api/application/${encodeURIComponent(applicationId)}/schedule`,
        'The booking link could not be sent',
        { method: 'POST', body: offer },
      ),
  });
}
