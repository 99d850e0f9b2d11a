import { Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { UserListItem } from '@hr-portal/contract';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { usePdfUpload } from '../../../lib/use-upload';
import { searchEmployees } from '../api/hr-documents';

/** HR uploads a PDF (e.g. a contract) for an employee, who then sees it in their documents. */
export function UploadForEmployee() {
  const [search, setSearch] = useState('');
  const [employees, setEmployees] = useState<UserListItem[]>([]);
  const [ownerId, setOwnerId] = useState('');
  const upload = usePdfUpload({ success: 'Document uploaded successfully ✅', failure: 'Failed to upload document' });

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      searchEmployees(search.trim()).then(
        (found) => current && setEmployees(found),
        (caught: unknown) => console.error('Failed to fetch employees', caught),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search]);

  function submit(event: FormEvent) {
    if (ownerId) return void upload.submit(event, ownerId);
    event.preventDefault();
    window.alert('Choose an employee');
  }

  return (
    <Box
      as="form"
      onSubmit={submit}
      bg="white"
      p="5"
      borderWidth="1px"
      borderRadius="md"
      aria-label="Upload for an employee"
    >
      <Heading as="h2" size="md" mb="4">
        Upload for an employee
      </Heading>
      <Stack gap="4" maxW="lg">
        <Field.Root>
          <Field.Label>Find employee</Field.Label>
          <Input value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name or email" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Employee</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={ownerId} onChange={(event) => setOwnerId(event.target.value)}>
              <option value="">Choose an employee</option>
              {employees.map((employee) => (
                <option key={employee._id} value={employee._id}>
                  {employee.name} ({employee.email})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>PDF file</Field.Label>
          <Input key={upload.inputKey} type="file" accept="application/pdf,.pdf" p="1" onChange={upload.pick} />
        </Field.Root>
        <Flex>
          <Button type="submit" colorPalette="blue" disabled={upload.busy}>
            {upload.busy ? 'Uploading...' : 'Upload'}
          </Button>
        </Flex>
        <UploadProgress fraction={upload.progress} />
      </Stack>
    </Box>
  );
}
