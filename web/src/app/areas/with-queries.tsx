import { Outlet } from 'react-router-dom';
import { QueryProvider } from '../../api/query-client';

/** Layout route of the screens that read the API: the query library loads with the first of them, not the dashboard. */
export default function WithQueries() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
