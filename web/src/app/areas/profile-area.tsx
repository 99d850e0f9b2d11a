import { QueryProvider } from '../../api/query-client';
import { ProfilePage } from '../../features/profile/components/profile-page';

/** /profile for every role, in its own chunk like the role areas. */
export default function ProfileArea() {
  return (
    <QueryProvider>
      <ProfilePage />
    </QueryProvider>
  );
}
