import { Box, Button, Field, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ONBOARDING_LIMITS, type OnboardingPolicyDto } from '@hr-portal/contract';
import { useOnboardingPolicies, useUploadPolicy } from '../../../api/onboarding';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeading } from '../../../components/ui/page-heading';
import { PdfFileField } from '../../../components/ui/pdf-file-field';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { ViewLink } from '../../../components/ui/view-link';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';

/**
 * {base}/onboarding/policies: the policy PDFs new hires read and sign. Admins upload a policy or a new version
 * (signatures already made keep the version they signed; open ones must read the new one); hr reads the list.
 */
export function PoliciesPage({ base, canUpload }: { base: string; canUpload: boolean }) {
  const policies = useOnboardingPolicies();
  const [replacing, setReplacing] = useState<OnboardingPolicyDto | null>(null);
  return (
    <Stack gap="4">
      <PageHeading backTo={`${base}/onboarding`} backLabel="Onboarding">
        Policies to sign
      </PageHeading>
      {policies.isPending && <LoadingText>Loading policies...</LoadingText>}
      <ErrorText>{policies.error ? messageOf(policies.error, 'The policies could not be loaded') : null}</ErrorText>
      {policies.data && policies.data.length === 0 && (
        <Text>No policies yet{canUpload ? ': upload the first below.' : ': an admin uploads them.'}</Text>
      )}
      {policies.data && policies.data.length > 0 && (
        <DataTable
          label="Policies"
          headers={['Policy', 'Version', 'Updated', 'File', ...(canUpload ? ['Actions'] : [])]}
        >
          {policies.data.map((policy) => (
            <Table.Row key={policy._id}>
              <Table.Cell>{policy.title}</Table.Cell>
              <Table.Cell>{policy.version}</Table.Cell>
              <Table.Cell>{formatDate(policy.updatedAt)}</Table.Cell>
              <Table.Cell>
                <ViewLink path={policy.fileUrl} name={policy.title} />
              </Table.Cell>
              {canUpload && (
                <Table.Cell>
                  <Button size="xs" variant="outline" onClick={() => setReplacing(policy)}>
                    New version
                  </Button>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </DataTable>
      )}
      {canUpload && (
        <PolicyUpload key={replacing?._id ?? 'new'} replacing={replacing} onDone={() => setReplacing(null)} />
      )}
    </Stack>
  );
}

/** A new policy (title and PDF) or a new version of one (its PDF). */
function PolicyUpload({ replacing, onDone }: { replacing: OnboardingPolicyDto | null; onDone: () => void }) {
  const upload = useUploadPolicy();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Box as="section" aria-labelledby="policy-upload" bg="white" borderWidth="1px" borderRadius="md" p="4" maxW="xl">
      <Text as="h2" id="policy-upload" fontWeight="medium" mb="3">
        {replacing ? `New version of ${replacing.title}` : 'Upload a policy'}
      </Text>
      <form
        aria-label={replacing ? `New version of ${replacing.title}` : 'Upload a policy'}
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(null);
          if (!file || problem) {
            setProblem(problem ?? 'Choose a PDF first');
            return;
          }
          setProgress(0);
          upload.mutate(
            { id: replacing?._id, title: title.trim(), file, onProgress: setProgress },
            {
              onSuccess: (policy) => {
                setSaved(`${policy.title}: version ${policy.version} saved.`);
                setTitle('');
                setFile(null);
                onDone();
              },
            },
          );
        }}
      >
        <Stack gap="3">
          {!replacing && (
            <Field.Root required>
              <Field.Label>Title</Field.Label>
              <Input
                value={title}
                maxLength={ONBOARDING_LIMITS.policyTitle}
                onChange={(event) => setTitle(event.target.value)}
              />
            </Field.Root>
          )}
          <PdfFileField
            label="Policy (PDF, at most 5 MB)"
            problem={problem}
            onPick={(picked, pickedProblem) => {
              setFile(picked);
              setProblem(pickedProblem);
            }}
          />
          <UploadProgress fraction={upload.isPending ? progress : null} />
          <Stack direction="row" gap="2">
            <Button type="submit" size="sm" colorPalette="blue" loading={upload.isPending}>
              Upload
            </Button>
            {replacing && (
              <Button size="sm" variant="ghost" onClick={onDone}>
                Cancel
              </Button>
            )}
          </Stack>
          <ErrorText>{upload.error ? messageOf(upload.error, 'The policy could not be uploaded') : null}</ErrorText>
          {saved && <Text role="status">{saved}</Text>}
        </Stack>
      </form>
    </Box>
  );
}
