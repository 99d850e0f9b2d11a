import { Box, Button, Flex, Input, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { useUserList } from '../../../api/users';
import { UserRow } from './user-row';

/** /admin/users: every account with role editing and deletion; searchable, loads more on demand. */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const { items: users, nextCursor, loading, error, loadMore } = useUserList(query);

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setQuery(search.trim());
  }

  return (
    <>
      <PageHeading backTo="/admin">User Management</PageHeading>
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
      <ListStatus
        loading={loading}
        error={error}
        count={users.length}
        loadingText="Loading users..."
        empty={<Text>No users found</Text>}
      >
        <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Users">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Email Verified</Table.ColumnHeader>
                <Table.ColumnHeader>Last Login</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {users.map((user) => (
                <UserRow key={user._id} user={user} />
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </ListStatus>
      {/* A search shows its first matches only; plain lists page. */}
      <LoadMore nextCursor={query ? null : nextCursor} loading={loading} onLoadMore={loadMore} />
    </>
  );
}
