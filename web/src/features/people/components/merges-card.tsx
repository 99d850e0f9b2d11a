import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MERGE_MESSAGES, type MergeDto } from '@hr-portal/contract';
import { useUndoMerge } from '../../../api/people';
import { DoneText } from '../../../components/ui/done-text';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';

/** The merges a person was in, with Undo while it is possible; or whom they were merged into. */
export function MergesCard({ uid, merges, base }: { uid: string; merges: MergeDto[]; base: string }) {
  const undo = useUndoMerge();
  // The page's moment: what may still be undone is decided once per visit.
  const [now] = useState(() => Date.now());
  const personLink = (person: MergeDto['survivor']) => (
    <RouterLink to={`${base}/people/${encodeURIComponent(person._id)}`}>{person.name || person.email}</RouterLink>
  );
  return (
    <Stack gap="2">
      <Stack as="ul" gap="2" listStyleType="none">
        {merges.map((merge) => {
          const open = merge.status === 'done' && merge.undoUntil !== null && Date.parse(merge.undoUntil) > now;
          return (
            <Stack as="li" key={merge._id} gap="1" fontSize="sm">
              <Text>
                {merge.survivor._id === uid ? (
                  <>{personLink(merge.other)} was merged into this person</>
                ) : (
                  <>This person was merged into {personLink(merge.survivor)}</>
                )}{' '}
                on {formatDate(merge.at)}
                {merge.status === 'undone' ? ' (undone)' : ''}.
              </Text>
              {open && (
                <Button
                  size="xs"
                  variant="outline"
                  alignSelf="start"
                  loading={undo.isPending && undo.variables === merge._id}
                  onClick={() => undo.mutate(merge._id)}
                >
                  Undo merge (possible until {formatDate(merge.undoUntil)})
                </Button>
              )}
            </Stack>
          );
        })}
      </Stack>
      <DoneText>{undo.isSuccess ? MERGE_MESSAGES.undone : null}</DoneText>
      <ErrorText>{undo.error ? messageOf(undo.error, 'The merge could not be undone') : null}</ErrorText>
    </Stack>
  );
}
