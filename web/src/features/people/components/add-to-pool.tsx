import { Button, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { TALENT_POOL_LIMITS } from '@hr-portal/contract';
import { useAddToPool, useTalentPools } from '../../../api/talent-pools';
import { ErrorText } from '../../../components/ui/status-text';
import { DoneText } from '../../../components/ui/done-text';
import { messageOf } from '../../../lib/api-client';

/**
 * Adds a person to one of the active pools, with an optional note. The API refuses people who neither consented
 * to the talent pool nor have an open application, and says so.
 */
export function AddToPool({ uid, name, exclude = [] }: { uid: string; name: string; exclude?: string[] }) {
  const pools = useTalentPools(false);
  const add = useAddToPool();
  const [poolId, setPoolId] = useState('');
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { pool: useId(), note: useId() };
  const choices = pools.items.filter((pool) => !exclude.includes(pool._id));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    try {
      await add.mutateAsync({ poolId, uid, note: note.trim() });
      setDone(`Added to ${choices.find((pool) => pool._id === poolId)?.name ?? 'the pool'}`);
      setPoolId('');
      setNote('');
    } catch (failure) {
      setError(messageOf(failure, 'The person could not be added to the pool'));
    }
  }

  if (pools.items.length === 0 && !pools.loading)
    return <Text fontSize="sm">No talent pools yet: create one under Talent pools.</Text>;
  return (
    <Stack gap="1">
      <Flex
        as="form"
        gap="2"
        wrap="wrap"
        align="end"
        aria-label={`Add ${name} to a pool`}
        onSubmit={(e) => void submit(e)}
      >
        <Stack gap="0.5">
          <label htmlFor={ids.pool}>
            <Text fontSize="sm">Pool</Text>
          </label>
          <NativeSelect.Root size="sm" width="56">
            <NativeSelect.Field id={ids.pool} value={poolId} onChange={(event) => setPoolId(event.target.value)}>
              <option value="">Choose a pool</option>
              {choices.map((pool) => (
                <option key={pool._id} value={pool._id}>
                  {pool.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Stack gap="0.5">
          <label htmlFor={ids.note}>
            <Text fontSize="sm">Note (optional)</Text>
          </label>
          <Input
            id={ids.note}
            size="sm"
            width="64"
            value={note}
            maxLength={TALENT_POOL_LIMITS.noteLength}
            onChange={(event) => setNote(event.target.value)}
          />
        </Stack>
        <Button type="submit" size="sm" disabled={!poolId || add.isPending}>
          {add.isPending ? 'Adding...' : 'Add to pool'}
        </Button>
      </Flex>
      <DoneText>{done}</DoneText>
      <ErrorText>{error}</ErrorText>
    </Stack>
  );
}
