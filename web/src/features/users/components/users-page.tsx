import { Button, Flex, Input, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { LoadingText } from '../../../components/ui/status-text';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { useUserList } from '../../../api/users';
import { UserRow } from './user-row';
import { DataTable } from '../../../components/ui/data-table';

// The form (with its validation) is fetched when an admin asks for it, not with the list.
const AddStaffForm = lazy(() => import('./add-staff-form').then((m) => ({ default: m.AddStaffForm })));

/**
 * /admin/users: every account with role editing, disabling and deletion, and adding staff; searchable, loads more on
 * demand.
 */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const list = useUserList(query);
  const users = list.items;

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setQuery(search.trim());
  }

  return (
    <>
      <PageHeading backTo="/admin">User Management</PageHeading>
      {adding ? (
        <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
          <AddStaffForm onClose={() => setAdding(false)} />
        </Suspense>
      ) : (
        <Button mb="4" onClick={() => setAdding(true)}>
          Add staff member
        </Button>
      )}
      <Flex as="form" role="search" onSubmit={submitSearch} gap="2" mb="4" maxW="lg">
        <Input
          aria-label="Search users by name or email"
          placeholder="Search by name or email"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Flex>
      <ListStatus list={list} loadingText="Loading users..." empty={<Text>No users found</Text>}>
        <DataTable
          label="Users"
          headers={['Name', 'Email', 'Role', 'Email Verified', 'Last Login', 'Access', 'Actions']}
        >
          {users.map((user) => (
            <UserRow key={user._id} user={user} />
          ))}
        </DataTable>
      </ListStatus>
      {/* A search shows its first matches only; plain lists page. */}
      <LoadMore list={list} />
    </>
  );
}
