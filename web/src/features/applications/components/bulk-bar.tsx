import { Box, Button, Flex, Input, NativeSelect, Progress, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MESSAGES, type BulkAction, type BulkJobDto } from '@hr-portal/contract';
import { useBulkJob, useStartBulk, useUndoBulk, type BulkTarget } from '../../../api/bulk';
import { useRejectionReasons } from '../../../api/pipeline';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

type Choice = 'reject' | 'tag';

/** The running job: a progress bar, each skipped or failed application named, and Undo while the window is open. */
function BulkProgress({ id, onDone }: { id: string; onDone: () => void }) {
  const job = useBulkJob(id);
  const undo = useUndoBulk(id);
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const state = job.data?.state;
  useEffect(() => {
    // The list shows what the job changed once it is done.
    if (state === 'done') void client.invalidateQueries({ queryKey: ['applications'] });
  }, [state, client]);
  if (!job.data) return <Text>Starting...</Text>;
  const { total, handled, done, skipped, failed, outcomes, undoUntil } = job.data;
  // Past the window, Undo answers so (409) and its message shows.
  const open = undoUntil !== null;
  return (
    <Stack gap="2">
      <Progress.Root value={total === 0 ? 100 : (handled / total) * 100} size="sm" maxW="md" aria-label="Bulk progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text role="status">
        {state === 'running' && `Working: ${handled} of ${total}`}
        {state === 'done' && `Done: ${done} changed, ${skipped} skipped, ${failed} failed`}
        {state === 'undone' && 'Undone: every change was restored and nothing was sent'}
      </Text>
      {outcomes.filter((one) => one.outcome !== 'done').length > 0 && (
        <Stack as="ul" gap="0" fontSize="sm" aria-label="Skipped or failed">
          {outcomes
            .filter((one) => one.outcome !== 'done')
            .map((one) => (
              <li key={one.id}>
                {one.id}: {one.outcome} ({one.reason})
              </li>
            ))}
        </Stack>
      )}
      <Flex gap="2">
        {state === 'done' && open && (
          <Button
            size="sm"
            colorPalette="orange"
            loading={undo.isPending}
            onClick={() =>
              undo.mutateAsync().catch((error: unknown) => setFailure(messageOf(error, MESSAGES.operationFailed)))
            }
          >
            Undo
          </Button>
        )}
        {state !== 'running' && (
          <Button size="sm" variant="outline" onClick={onDone}>
            Close
          </Button>
        )}
      </Flex>
      <ErrorText>{failure}</ErrorText>
    </Stack>
  );
}

/**
 * Bulk actions over the chosen applications, or every one matching the filters: reject with a reason (its e-mails
 * wait the undo window) or tag. Preview first (who will be e-mailed, who is skipped and why), then run and follow.
 * Its own lazy chunk: it loads when someone first selects.
 */
export default function BulkBar({
  target,
  count,
  onFinished,
}: {
  target: BulkTarget;
  count: string;
  onFinished: () => void;
}) {
  const reasons = useRejectionReasons();
  const start = useStartBulk();
  const [choice, setChoice] = useState<Choice>('reject');
  const [reason, setReason] = useState('');
  const [tags, setTags] = useState('');
  const [preview, setPreview] = useState<BulkJobDto['preview'] | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const action = (): BulkAction | null => {
    if (choice === 'reject') return reason ? { type: 'reject', reason } : null;
    const list = tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    return list.length > 0 ? { type: 'tag', tags: list } : null;
  };

  async function run(previewOnly: boolean) {
    const chosen = action();
    setFailure(null);
    if (!chosen) return setFailure(choice === 'reject' ? 'Choose a rejection reason first' : 'Name at least one tag');
    try {
      const answer = await start.mutateAsync({ target, action: chosen, preview: previewOnly });
      if (previewOnly) setPreview((answer as BulkJobDto).preview ?? null);
      else setJobId((answer as { id: string }).id);
    } catch (error) {
      setFailure(messageOf(error, MESSAGES.operationFailed));
    }
  }

  return (
    <Box as="section" aria-label="Bulk actions" borderWidth="1px" borderRadius="md" p="3" mb="4" bg="blue.50">
      {jobId ? (
        <BulkProgress
          id={jobId}
          onDone={() => {
            setJobId(null);
            setPreview(null);
            onFinished();
          }}
        />
      ) : (
        <Stack gap="2">
          <Text fontWeight="medium">{count}</Text>
          <Flex gap="2" wrap="wrap" align="center">
            <NativeSelect.Root size="sm" maxW="48">
              <NativeSelect.Field
                aria-label="Bulk action"
                value={choice}
                onChange={(event) => {
                  setChoice(event.target.value as Choice);
                  setPreview(null);
                }}
              >
                <option value="reject">Reject</option>
                <option value="tag">Tag</option>
              </NativeSelect.Field>
            </NativeSelect.Root>
            {choice === 'reject' ? (
              <NativeSelect.Root size="sm" maxW="60">
                <NativeSelect.Field
                  aria-label="Rejection reason"
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                >
                  <option value="">Choose a reason</option>
                  {(reasons.data ?? []).map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
              </NativeSelect.Root>
            ) : (
              <Input
                size="sm"
                maxW="60"
                aria-label="Tags, separated by commas"
                value={tags}
                onChange={(event) => setTags(event.target.value)}
              />
            )}
            <Button size="sm" variant="outline" loading={start.isPending} onClick={() => void run(true)}>
              Preview
            </Button>
            <Button size="sm" colorPalette="blue" disabled={!preview} onClick={() => void run(false)}>
              Run
            </Button>
          </Flex>
          {preview && (
            <Text role="status" fontSize="sm">
              {choice === 'reject' ? `${preview.emailed} will be e-mailed after the undo window. ` : ''}
              {preview.skipped.length} skipped
              {preview.skipped.length > 0 &&
                `: ${preview.skipped.map((one) => `${one.id} (${one.reason})`).join(', ')}`}
            </Text>
          )}
          <ErrorText>{failure}</ErrorText>
        </Stack>
      )}
    </Box>
  );
}
