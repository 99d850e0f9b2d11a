import { Route, Routes } from 'react-router-dom';
import { QueryProvider } from '../../api/query-client';
import { BookingPage } from '../../features/scheduling/components/booking-page';
import { useSession } from '../../stores/session';
import { homePathFor } from '@hr-portal/contract';

/** /bookings/:bookingId, the link in the candidate's e-mail, for any signed-in person (employees apply too). */
export default function BookingArea() {
  const role = useSession((state) => state.user?.role);
  return (
    <QueryProvider>
      <Routes>
        <Route path=":bookingId" element={<BookingPage backTo={role ? homePathFor(role) : '/login'} />} />
      </Routes>
    </QueryProvider>
  );
}
