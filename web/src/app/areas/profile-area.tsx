import { QueryProvider } from '../../api/query-client';
import { ProfilePage } from './screens';

/**
 * /profile for every role, in its own chunk like the role areas. The page itself is the lazy screen the areas
 * share: /login's entry then lists only this small chunk to preload for /profile, not the page's whole tree.
 */
export default function ProfileArea() {
  return (
    <QueryProvider>
      <ProfilePage />
    </QueryProvider>
  );
}
