import { Box, Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SIGN_IN_MESSAGES, STAFF_ROLES, type StaffRole } from '@hr-portal/contract';
import { staffCreateSchema } from '@hr-portal/contract/schemas';
import { useAddStaff } from '../../../api/users';
import { messageOf } from '../../../lib/api-client';
import { ErrorText } from '../../../components/ui/status-text';

type StaffForm = { name: string; email: string; role: StaffRole };
const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', hr: 'HR', employee: 'Employee' };

/**
 * Adds a staff account before its owner's first sign-in: the company's SSO finds it by its address (or they sign
 * in by an e-mailed link). No password is set here.
 */
export function AddStaffForm({ onClose }: { onClose: () => void }) {
  const add = useAddStaff();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<StaffForm>({
    resolver: zodResolver(staffCreateSchema),
    defaultValues: { name: '', email: '', role: 'hr' },
  });
  const submit = handleSubmit(async (values) => {
    await add.mutateAsync(values);
    reset();
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add staff member">
      <Stack gap="3" maxW="lg" mb="6">
        <Field.Root invalid={Boolean(errors.name)}>
          <Field.Label>Name</Field.Label>
          <Input autoComplete="off" {...register('name')} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.email)}>
          <Field.Label>Work e-mail</Field.Label>
          <Input type="email" autoComplete="off" {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.role)}>
          <Field.Label>Role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('role')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <ErrorText>{add.error ? messageOf(add.error, 'The staff member could not be added') : null}</ErrorText>
        {add.isSuccess && <Text role="status">{SIGN_IN_MESSAGES.staffAdded}</Text>}
        <Box>
          <Button type="submit" loading={add.isPending}>
            Add staff member
          </Button>{' '}
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
