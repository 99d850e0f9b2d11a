import { Button, HStack, NativeSelect, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { MESSAGES, type Role, type UserListItem } from '@hr-portal/contract';
import { formatDateTime } from '../../../lib/format';
import { DeleteButton, RowButton } from '../../../components/ui/data-table';
import { useChangeRole, useDeleteUser, useSetAccess } from '../../../api/users';
import { messageOf } from '../../../lib/api-client';
import { ErrorText } from '../../../components/ui/status-text';

const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', hr: 'HR', employee: 'Employee', candidate: 'Candidate' };

/** One user: view mode, or the role dropdown (starting at the current role) with Save / Cancel. */
export function UserRow({ user }: { user: UserListItem }) {
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<Role>(user.role);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changeRole = useChangeRole();
  const deleteUser = useDeleteUser();
  const setAccess = useSetAccess();

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await changeRole.mutateAsync({ id: user._id, role });
      setEditing(false);
    } catch (caught) {
      setError(messageOf(caught, MESSAGES.roleUpdateFailed));
    } finally {
      setBusy(false);
    }
  }

  async function toggleAccess() {
    const disabling = !user.disabled;
    if (disabling && !window.confirm(`Disable ${user.email}? Their sessions end at once.`)) return;
    setBusy(true);
    setError(null);
    try {
      await setAccess.mutateAsync({ id: user._id, disabled: disabling });
    } catch (caught) {
      setError(messageOf(caught, 'The account could not be changed'));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!window.confirm('Are you sure you want to delete this user?')) return;
    setBusy(true);
    setError(null);
    try {
      await deleteUser.mutateAsync(user._id);
    } catch (caught) {
      setError(messageOf(caught, MESSAGES.deleteFailed));
      setBusy(false);
    }
  }

  return (
    <Table.Row>
      <Table.Cell>{user.name || '-'}</Table.Cell>
      <Table.Cell>{user.email}</Table.Cell>
      <Table.Cell>
        {editing ? (
          <NativeSelect.Root size="sm" maxW="36">
            <NativeSelect.Field
              aria-label={`Role for ${user.email}`}
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
            >
              {(Object.keys(ROLE_LABELS) as Role[]).map((option) => (
                <option key={option} value={option}>
                  {ROLE_LABELS[option]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : (
          ROLE_LABELS[user.role]
        )}
      </Table.Cell>
      <Table.Cell>{user.emailVerified ? 'Yes' : 'No'}</Table.Cell>
      <Table.Cell>{formatDateTime(user.lastLogin)}</Table.Cell>
      <Table.Cell>{user.disabled ? 'Disabled' : 'Active'}</Table.Cell>
      <Table.Cell>
        <HStack gap="2">
          {editing ? (
            <>
              <Button size="xs" colorPalette="blue" onClick={() => void save()} disabled={busy}>
                Save
              </Button>
              <Button
                size="xs"
                variant="outline"
                onClick={() => {
                  setRole(user.role);
                  setEditing(false);
                }}
                disabled={busy}
              >
                Cancel
              </Button>
            </>
          ) : (
            <RowButton label={`Edit role of ${user.email}`} onClick={() => setEditing(true)}>
              Edit
            </RowButton>
          )}
          <RowButton
            label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}
            onClick={() => void toggleAccess()}
            disabled={busy}
          >
            {user.disabled ? 'Enable' : 'Disable'}
          </RowButton>
          <DeleteButton name={user.email} onDelete={() => void remove()} disabled={busy} />
        </HStack>
        <ErrorText>{error}</ErrorText>
      </Table.Cell>
    </Table.Row>
  );
}
