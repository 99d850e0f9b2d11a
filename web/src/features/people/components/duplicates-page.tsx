import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DUPLICATE_REASON_LABELS, type DuplicatePairDto, type DuplicatePersonDto } from '@hr-portal/contract';
import { useDismissPair, useDuplicatePairs, useMergePeople } from '../../../api/people';
import { MERGE_MESSAGES } from '@hr-portal/contract';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { ErrorText } from '../../../components/ui/status-text';
import { DoneText } from '../../../components/ui/done-text';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';

function PersonSide({ person, base }: { person: DuplicatePersonDto; base: string }) {
  if (!person.name && !person.email) return <Text>A person no longer in the portal</Text>;
  return (
    <Box>
      <RouterLink to={`${base}/people/${encodeURIComponent(person._id)}`}>{person.name || person.email}</RouterLink>
      <Text fontSize="sm">{person.email}</Text>
      <Text fontSize="sm">{person.hasAccount ? 'Has an account' : 'Added by staff, no account yet'}</Text>
    </Box>
  );
}

function PairCard({
  pair,
  base,
  dismiss,
}: {
  pair: DuplicatePairDto;
  base: string;
  dismiss: ReturnType<typeof useDismissPair>;
}) {
  const [first, second] = pair.people;
  const mine = dismiss.variables === pair._id;
  const merge = useMergePeople();
  const navigate = useNavigate();
  const label = (person: DuplicatePersonDto) => person.name || person.email;
  // The one kept must have an account if the other has one (an account is never merged into none).
  const keeps = [
    [first, second],
    [second, first],
  ].filter(([kept, merged]) => kept!.hasAccount || !merged!.hasAccount) as [DuplicatePersonDto, DuplicatePersonDto][];
  function mergeInto(kept: DuplicatePersonDto, merged: DuplicatePersonDto) {
    if (!window.confirm(`Merge ${label(merged)} into ${label(kept)}? You can undo it for 30 days.`)) return;
    merge.mutate(
      { survivor: kept._id, other: merged._id },
      { onSuccess: () => navigate(`${base}/people/${encodeURIComponent(kept._id)}`, { state: { merged: true } }) },
    );
  }
  const names = `${first.name || first.email} and ${second.name || second.email}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" aria-label={names} overflowWrap="anywhere">
      <Flex gap="6" wrap="wrap">
        <PersonSide person={first} base={base} />
        <PersonSide person={second} base={base} />
      </Flex>
      <Text fontSize="sm" mt="2">
        Why: {pair.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join('; ')}. Found{' '}
        {formatDate(pair.foundAt)}.
      </Text>
      <Flex gap="3" mt="3" align="center" wrap="wrap">
        {keeps.map(([kept, merged]) => (
          <Button
            key={kept._id}
            size="sm"
            colorPalette="blue"
            // Long names wrap on a phone instead of widening the page.
            whiteSpace="normal"
            maxW="full"
            height="auto"
            py="1.5"
            textAlign="start"
            loading={merge.isPending}
            onClick={() => mergeInto(kept, merged)}
          >
            Keep {label(kept)}, merge the other in
          </Button>
        ))}
        <Button
          size="sm"
          variant="outline"
          loading={mine && dismiss.isPending}
          onClick={() => dismiss.mutate(pair._id)}
        >
          Not the same person
        </Button>
        <ErrorText>
          {mine && dismiss.error ? messageOf(dismiss.error, 'The pair could not be dismissed') : null}
        </ErrorText>
        <ErrorText>{merge.error ? messageOf(merge.error, MERGE_MESSAGES.busy) : null}</ErrorText>
      </Flex>
    </Box>
  );
}

/** /hr/people/duplicates and /admin/people/duplicates: open pairs of possible duplicates, newest first. */
export function DuplicatesPage({ base }: { base: string }) {
  // From a profile: only that person's pairs (?person=).
  const [search] = useSearchParams();
  const person = search.get('person') ?? undefined;
  const list = useDuplicatePairs(person);
  const dismiss = useDismissPair();
  return (
    <Box>
      <PageHeading backTo={`${base}/people`} backLabel="People">
        Possible duplicates
      </PageHeading>
      <Text mb="4" maxW="prose">
        People who may be in the portal twice, with why. Nothing changes until you decide: say they are not the same
        person, or open them to compare.
      </Text>
      {person && (
        <Text mb="3">
          The pairs of one person. <RouterLink to={`${base}/people/duplicates`}>Show every pair</RouterLink>
        </Text>
      )}
      <DoneText>{dismiss.isSuccess ? dismiss.data.message : null}</DoneText>
      <ListStatus list={list} loadingText="Loading possible duplicates..." empty="No possible duplicates.">
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Possible duplicates">
          {list.items.map((pair) => (
            <PairCard key={pair._id} pair={pair} base={base} dismiss={dismiss} />
          ))}
        </Stack>
      </ListStatus>
      <LoadMore list={list} />
    </Box>
  );
}
