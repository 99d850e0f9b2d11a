import { Box, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TALENT_POOL_LIMITS, type TalentPoolDto } from '@hr-portal/contract';
import { useChangePool, useCreatePool, useTalentPools } from '../../../api/talent-pools';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';

function CreatePool() {
  const create = useCreatePool();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await create.mutateAsync(name.trim());
      setName('');
    } catch (failure) {
      setError(messageOf(failure, 'The pool could not be created'));
    }
  }

  return (
    <Stack gap="1">
      <Flex as="form" gap="2" align="end" wrap="wrap" aria-label="New talent pool" onSubmit={(e) => void submit(e)}>
        <Stack gap="0.5">
          <label htmlFor={id}>
            <Text fontSize="sm">Pool name</Text>
          </label>
          <Input
            id={id}
            size="sm"
            width="72"
            value={name}
            maxLength={TALENT_POOL_LIMITS.nameLength}
            placeholder="e.g. Platform engineers, Berlin"
            onChange={(event) => setName(event.target.value)}
          />
        </Stack>
        <Button type="submit" size="sm" disabled={!name.trim() || create.isPending}>
          {create.isPending ? 'Creating...' : 'Create pool'}
        </Button>
      </Flex>
      <ErrorText>{error}</ErrorText>
    </Stack>
  );
}

function PoolRow({ pool, base }: { pool: TalentPoolDto; base: string }) {
  const change = useChangePool();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(pool.name);
  const [error, setError] = useState<string | null>(null);

  async function save(update: { name?: string; archived?: boolean }) {
    setError(null);
    try {
      await change.mutateAsync({ id: pool._id, ...update });
      setRenaming(false);
    } catch (failure) {
      setError(messageOf(failure, 'The pool could not be changed'));
    }
  }

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      {renaming ? (
        <Flex
          as="form"
          gap="2"
          wrap="wrap"
          aria-label={`Rename ${pool.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            void save({ name: name.trim() });
          }}
        >
          <Input
            size="sm"
            width="72"
            aria-label="New name"
            value={name}
            maxLength={TALENT_POOL_LIMITS.nameLength}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={!name.trim() || change.isPending}>
            Save name
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </Flex>
      ) : (
        <Flex gap="3" wrap="wrap" align="baseline">
          <Heading as="h2" size="sm">
            <RouterLink to={`${base}/talent-pools/${encodeURIComponent(pool._id)}`}>{pool.name}</RouterLink>
          </Heading>
          <Text fontSize="sm">
            {pool.memberCount === 1 ? '1 person' : `${pool.memberCount} people`} · created {formatDate(pool.createdAt)}
          </Text>
          <Flex gap="2" ms="auto">
            {!pool.archived && (
              <Button size="xs" variant="outline" onClick={() => setRenaming(true)} aria-label={`Rename ${pool.name}`}>
                Rename
              </Button>
            )}
            <Button
              size="xs"
              variant="outline"
              disabled={change.isPending}
              aria-label={`${pool.archived ? 'Restore' : 'Archive'} ${pool.name}`}
              onClick={() => void save({ archived: !pool.archived })}
            >
              {pool.archived ? 'Restore' : 'Archive'}
            </Button>
          </Flex>
        </Flex>
      )}
      <ErrorText>{error}</ErrorText>
    </Box>
  );
}

/**
 * /hr/talent-pools and /admin/talent-pools: named pools of people to keep in mind (create, rename, archive), and
 * the way to a job's suggestions from the talent pool.
 */
export function TalentPoolsPage({ base }: { base: string }) {
  const [archived, setArchived] = useState(false);
  const pools = useTalentPools(archived);
  return (
    <Box>
      <PageHeading backTo={`${base}/people`} backLabel="Back to people">
        Talent pools
      </PageHeading>
      <Stack gap="6">
        <Text>
          Pools hold people who agreed to be kept in mind for future roles, or who have an open application.{' '}
          <RouterLink to={`${base}/talent-pools/suggestions`}>Suggested from the talent pool for a job</RouterLink>
        </Text>
        <CreatePool />
        <Flex gap="2" role="group" aria-label="Which pools">
          <Button
            size="sm"
            variant={archived ? 'outline' : 'solid'}
            aria-pressed={!archived}
            onClick={() => setArchived(false)}
          >
            Active
          </Button>
          <Button
            size="sm"
            variant={archived ? 'solid' : 'outline'}
            aria-pressed={archived}
            onClick={() => setArchived(true)}
          >
            Archived
          </Button>
        </Flex>
        <ListStatus
          list={pools}
          loadingText="Loading talent pools..."
          empty={<Text>{archived ? 'No archived pools.' : 'No talent pools yet: create the first above.'}</Text>}
        >
          <Stack as="ul" gap="2" listStyleType="none" aria-label={archived ? 'Archived pools' : 'Active pools'}>
            {pools.items.map((pool) => (
              <PoolRow key={pool._id} pool={pool} base={base} />
            ))}
          </Stack>
        </ListStatus>
        <LoadMore list={pools} />
      </Stack>
    </Box>
  );
}
