import { Box, Button, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { TALENT_POOL_LIMITS, type TalentPoolMemberDto } from '@hr-portal/contract';
import { usePoolMembers, useRemoveFromPool, useSetPoolNote, useTalentPool } from '../../../api/talent-pools';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { DoneText } from '../../../components/ui/done-text';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';

function MemberCard({ poolId, member, base }: { poolId: string; member: TalentPoolMemberDto; base: string }) {
  const saveNote = useSetPoolNote();
  const remove = useRemoveFromPool();
  const [note, setNote] = useState(member.note);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const name = member.name || member.email;

  async function run(action: () => Promise<unknown>, fallback: string) {
    setError(null);
    setSaved(false);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(messageOf(failure, fallback));
      return false;
    }
  }

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Flex gap="3" wrap="wrap" align="baseline">
        <Heading as="h2" size="sm">
          <RouterLink to={`${base}/people/${encodeURIComponent(member.uid)}`}>{name}</RouterLink>
        </Heading>
        <Text fontSize="sm" color="gray.700">
          {member.email}
        </Text>
        <Text fontSize="sm">
          {member.talentPoolUntil
            ? `Consent until ${formatDate(member.talentPoolUntil)}`
            : 'Here for an open application'}{' '}
          · added {formatDate(member.addedAt)}
        </Text>
        <Button
          ms="auto"
          size="xs"
          variant="outline"
          disabled={remove.isPending}
          aria-label={`Remove ${name} from the pool`}
          onClick={() =>
            void run(() => remove.mutateAsync({ poolId, uid: member.uid }), 'The person could not be removed')
          }
        >
          Remove
        </Button>
      </Flex>
      <Flex
        as="form"
        mt="2"
        gap="2"
        align="end"
        wrap="wrap"
        aria-label={`Note about ${name}`}
        onSubmit={(event) => {
          event.preventDefault();
          void run(
            () => saveNote.mutateAsync({ poolId, uid: member.uid, note: note.trim() }),
            'The note could not be saved',
          ).then((ok) => setSaved(ok));
        }}
      >
        <Textarea
          size="sm"
          rows={2}
          maxW="lg"
          aria-label="Note"
          value={note}
          maxLength={TALENT_POOL_LIMITS.noteLength}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button type="submit" size="sm" variant="outline" disabled={saveNote.isPending || note.trim() === member.note}>
          Save note
        </Button>
        <DoneText>{saved ? 'Note saved' : null}</DoneText>
      </Flex>
      <ErrorText>{error}</ErrorText>
    </Box>
  );
}

/** /hr/talent-pools/:id and /admin/talent-pools/:id: a pool's members, newest first, each with the pool's note. */
export function PoolPage({ base }: { base: string }) {
  const { id = '' } = useParams();
  const pool = useTalentPool(id);
  const members = usePoolMembers(id);
  return (
    <Box>
      <PageHeading backTo={`${base}/talent-pools`} backLabel="Back to talent pools">
        {pool.data?.name ?? 'Talent pool'}
      </PageHeading>
      {pool.isPending && <LoadingText>Loading the pool...</LoadingText>}
      <ErrorText>{pool.error ? messageOf(pool.error, 'This talent pool could not be loaded') : null}</ErrorText>
      {pool.data && (
        <Stack gap="4">
          <Text>
            {pool.data.archived ? 'Archived. ' : ''}
            {pool.data.memberCount === 1 ? '1 person' : `${pool.data.memberCount} people`}.{' '}
            <RouterLink to={`${base}/people?pool=${encodeURIComponent(id)}`}>Search within this pool</RouterLink>
          </Text>
          <ListStatus
            list={members}
            loadingText="Loading members..."
            empty={<Text>Nobody in this pool yet: add people from People search or a profile.</Text>}
          >
            <Stack as="ul" gap="2" listStyleType="none" aria-label="Members">
              {members.items.map((member) => (
                <MemberCard key={member.uid} poolId={id} member={member} base={base} />
              ))}
            </Stack>
          </ListStatus>
          <LoadMore list={members} />
        </Stack>
      )}
    </Box>
  );
}
