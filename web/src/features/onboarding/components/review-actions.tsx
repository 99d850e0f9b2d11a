import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ONBOARDING_LIMITS, type OnboardingTaskDto } from '@hr-portal/contract';
import { useRemovePlanTask, useReviewDocument } from '../../../api/onboarding';
import { ErrorText } from '../../../components/ui/status-text';
import { ViewLink } from '../../../components/ui/view-link';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';

/**
 * hr on a plan's task: the new hire's document (view, accept, or ask again with a comment), the signed copy of a
 * policy, and removing the task from the plan.
 */
export function ReviewActions({
  planId,
  task,
  lastTask,
}: {
  planId: string;
  task: OnboardingTaskDto;
  /** The plan's only task: it stays (a plan is never empty). */
  lastTask: boolean;
}) {
  const remove = useRemovePlanTask(planId);
  return (
    <Stack gap="2" mt="2">
      {task.kind === 'document' && <DocumentReview task={task} />}
      {task.kind === 'acknowledgment' && task.status === 'done' && (
        <Text fontSize="sm">
          Signed on {formatDate(task.signedAt)}.{' '}
          {task.documentUrl && <ViewLink path={task.documentUrl} name={`the signed copy of ${task.title}`} />}
        </Text>
      )}
      {/* A signed policy is the record of the signature: it stays, as does a plan's last task. */}
      {!task.signedAt && !lastTask && (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          alignSelf="start"
          loading={remove.isPending}
          onClick={() => {
            if (window.confirm(`Remove the task ${task.title} from this plan?`)) remove.mutate(task._id);
          }}
          aria-label={`Remove task: ${task.title}`}
        >
          Remove task
        </Button>
      )}
      <ErrorText>{remove.error ? messageOf(remove.error, 'The task could not be removed') : null}</ErrorText>
    </Stack>
  );
}

function DocumentReview({ task }: { task: OnboardingTaskDto }) {
  const review = useReviewDocument();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const documentId = task.documentId;
  if (!documentId || task.status === 'open')
    return (
      <Text fontSize="sm" color="gray.700">
        {task.comment ? `Asked again: ${task.comment}` : 'Nothing sent yet.'}
      </Text>
    );
  return (
    <Stack gap="2">
      <Text fontSize="sm">
        {task.status === 'done' ? 'Accepted.' : 'Sent, waiting for your review.'}{' '}
        <ViewLink path={task.documentUrl ?? ''} name={`the document sent for ${task.title}`} />
      </Text>
      {asking ? (
        <form
          aria-label={`Ask again: ${task.title}`}
          onSubmit={(event) => {
            event.preventDefault();
            review.mutate(
              { taskId: task._id, documentId, comment: comment.trim() },
              { onSuccess: () => setAsking(false) },
            );
          }}
        >
          <Stack gap="2" maxW="md">
            <Field.Root required>
              <Field.Label>What is wrong with it?</Field.Label>
              <Textarea
                value={comment}
                maxLength={ONBOARDING_LIMITS.comment}
                onChange={(event) => setComment(event.target.value)}
              />
              <Field.HelperText>The new hire sees this and uploads it again.</Field.HelperText>
            </Field.Root>
            <HStack>
              <Button type="submit" size="xs" disabled={!comment.trim()} loading={review.isPending}>
                Ask again
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setAsking(false)}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <HStack>
          {task.status === 'submitted' && (
            <Button
              size="xs"
              colorPalette="green"
              loading={review.isPending}
              onClick={() => review.mutate({ taskId: task._id, documentId })}
              aria-label={`Accept document: ${task.title}`}
            >
              Accept
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            onClick={() => setAsking(true)}
            aria-label={`Ask again for ${task.title}`}
          >
            Ask again
          </Button>
        </HStack>
      )}
      <ErrorText>{review.error ? messageOf(review.error, 'The document could not be reviewed') : null}</ErrorText>
    </Stack>
  );
}
