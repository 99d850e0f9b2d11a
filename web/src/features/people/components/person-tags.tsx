import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PEOPLE_LIMITS } from '@hr-portal/contract';
import { useSetPersonTags } from '../../../api/people';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

/** The person's tags: each with a button that removes it, and a field that adds one. */
export function PersonTags({ uid, tags }: { uid: string; tags: string[] }) {
  const save = useSetPersonTags(uid);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function saveTags(next: string[]) {
    setError(null);
    try {
      await save.mutateAsync(next);
      return true;
    } catch (failure) {
      setError(messageOf(failure, 'The tags could not be saved'));
      return false;
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const tag = draft.trim();
    if (!tag) return;
    if (await saveTags([...tags, tag])) setDraft('');
  }

  return (
    <Stack gap="2">
      {tags.length === 0 ? (
        <Text fontSize="sm">No tags yet.</Text>
      ) : (
        <Flex as="ul" gap="2" wrap="wrap" listStyleType="none">
          {tags.map((tag) => (
            <Flex as="li" key={tag} align="center" gap="1" borderWidth="1px" borderRadius="l2" px="2" py="0.5">
              <Text fontSize="sm">{tag}</Text>
              <Button
                size="2xs"
                variant="ghost"
                aria-label={`Remove tag ${tag}`}
                disabled={save.isPending}
                onClick={() => void saveTags(tags.filter((other) => other !== tag))}
              >
                ×
              </Button>
            </Flex>
          ))}
        </Flex>
      )}
      <Flex as="form" gap="2" align="end" onSubmit={(event) => void add(event)} aria-label="Add a tag">
        <Input
          size="sm"
          maxW="xs"
          aria-label="New tag"
          placeholder="e.g. Kubernetes"
          value={draft}
          maxLength={PEOPLE_LIMITS.tagLength}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={!draft.trim() || save.isPending || tags.length >= PEOPLE_LIMITS.tags}>
          Add tag
        </Button>
      </Flex>
      <ErrorText>{error}</ErrorText>
    </Stack>
  );
}
