import { Button, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ONBOARDING_LIMITS, type OnboardingTaskDto } from '@hr-portal/contract';
import { useSignPolicy, useUploadTaskDocument } from '../../../api/onboarding';
import { PdfFileField } from '../../../components/ui/pdf-file-field';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { ErrorText } from '../../../components/ui/status-text';
import { ViewLink } from '../../../components/ui/view-link';
import { apiUrl, messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';

/** What the new hire does on a document request or a policy: upload the PDF, or read and sign. */
export function NewHireTaskActions({ task }: { task: OnboardingTaskDto }) {
  if (task.kind === 'document') return <DocumentRequest task={task} />;
  if (task.kind === 'acknowledgment') return <PolicyToSign task={task} />;
  return null;
}

/** The upload (with progress), hr's word when they asked again, and what was sent. */
function DocumentRequest({ task }: { task: OnboardingTaskDto }) {
  const upload = useUploadTaskDocument();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const sent = task.documentUrl && <ViewLink path={task.documentUrl} name={`what you sent for ${task.title}`} />;
  if (task.status === 'done') return <Text fontSize="sm">Accepted by HR. {sent}</Text>;
  return (
    <Stack gap="2" mt="2" maxW="md">
      {task.status === 'open' && task.comment && (
        <Text fontSize="sm" color="red.700">
          HR asked again: {task.comment}
        </Text>
      )}
      {task.status === 'submitted' && <Text fontSize="sm">Sent: waiting for HR to check it. {sent}</Text>}
      <form
        aria-label={`Upload: ${task.title}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!file || problem) {
            setProblem(problem ?? 'Choose a PDF first');
            return;
          }
          setProgress(0);
          upload.mutate({ taskId: task._id, file, onProgress: setProgress }, { onSuccess: () => setFile(null) });
        }}
      >
        <Stack gap="2">
          <PdfFileField
            label={task.status === 'submitted' ? 'Send a better copy (PDF)' : `${task.title} (PDF, at most 5 MB)`}
            problem={problem}
            onPick={(picked, pickedProblem) => {
              setFile(picked);
              setProblem(pickedProblem);
            }}
          />
          <UploadProgress fraction={upload.isPending ? progress : null} />
          <Button type="submit" size="sm" alignSelf="start" loading={upload.isPending}>
            Upload
          </Button>
          <ErrorText>{upload.error ? messageOf(upload.error, 'The document could not be uploaded') : null}</ErrorText>
        </Stack>
      </form>
    </Stack>
  );
}

/** The policy to read (the version shown) and the typed-name signature; once signed, the signed copy. */
function PolicyToSign({ task }: { task: OnboardingTaskDto }) {
  const sign = useSignPolicy();
  const [fullName, setFullName] = useState('');
  if (task.status === 'done')
    return (
      <Text fontSize="sm">
        Signed on {formatDate(task.signedAt)}.{' '}
        {task.documentUrl && <ViewLink path={task.documentUrl} name={`your signed copy of ${task.title}`} />}
      </Text>
    );
  const policy = task.policy;
  if (!policy) return <Text fontSize="sm">HR has not attached the policy yet.</Text>;
  return (
    <form
      aria-label={`Sign: ${task.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        sign.mutate({ taskId: task._id, fullName: fullName.trim(), policySha256: policy.sha256 });
      }}
    >
      <Stack gap="2" mt="2" maxW="md">
        <Link href={apiUrl(policy.url)} target="_blank" rel="noopener noreferrer" color="blue.700" fontWeight="medium">
          Read {policy.title} (PDF, opens in a new tab)
        </Link>
        <Field.Root required>
          <Field.Label>Type your full name to sign</Field.Label>
          <Input
            value={fullName}
            autoComplete="name"
            maxLength={ONBOARDING_LIMITS.fullName}
            onChange={(event) => setFullName(event.target.value)}
          />
          <Field.HelperText>
            Your typed name signs the version you read. We record the time, your address and browser with it.
          </Field.HelperText>
        </Field.Root>
        <HStack>
          <Button
            type="submit"
            size="sm"
            colorPalette="green"
            disabled={fullName.trim().length < 2}
            loading={sign.isPending}
          >
            Sign
          </Button>
        </HStack>
        <ErrorText>{sign.error ? messageOf(sign.error, 'The policy could not be signed') : null}</ErrorText>
      </Stack>
    </form>
  );
}
