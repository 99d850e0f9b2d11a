import { Box, Field, Flex, Heading, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@hr-portal/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { UploadButton, UploadProgress } from '../../../components/ui/upload-progress';
import { ErrorText } from '../../../components/ui/status-text';
import { usePdfUpload } from '../../../lib/use-upload';
import { useDocumentsChanged } from '../../../api/documents';
import { useEmployeeSearch } from '../../../api/users';

/** HR uploads a PDF (e.g. a contract) for an employee, who then sees it in their documents. */
export function UploadForEmployee() {
  const [search, setSearch] = useState('');
  // The search asks the server once typing pauses for 250 ms.
  const [searched, setSearched] = useState('');
  const found = useEmployeeSearch(searched);
  const employees = found.data ?? [];
  const [ownerId, setOwnerId] = useState('');
  const [noEmployee, setNoEmployee] = useState(false);
  const upload = usePdfUpload(
    { success: MESSAGES.documentUploaded, failure: MESSAGES.documentUploadFailed },
    useDocumentsChanged(),
  );

  useEffect(() => {
    const timer = setTimeout(() => setSearched(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => {
    if (found.error) console.error(MESSAGES.fetchEmployeesFailed, found.error);
  }, [found.error]);

  function submit(event: FormEvent) {
    setNoEmployee(!ownerId);
    if (ownerId) return void upload.submit(event, ownerId);
    event.preventDefault();
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
          <ErrorText>{noEmployee ? 'Choose an employee' : null}</ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>PDF file</Field.Label>
          <Input key={upload.inputKey} type="file" accept="application/pdf,.pdf" p="1" onChange={upload.pick} />
        </Field.Root>
        <Flex>
          <UploadButton busy={upload.busy} />
        </Flex>
        <UploadProgress fraction={upload.progress} />
      </Stack>
    </Box>
  );
}
