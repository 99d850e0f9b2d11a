import { Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { searchQueryProblem, type PersonSearchResultDto } from '@hr-portal/contract';
import { usePeopleSearch, type PeopleSearchParams } from '../../../api/people';
import { JobPicker } from '../../../components/job-picker';
import { Disclosure } from '../../../components/ui/disclosure';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { plainBadgeStyles } from '../../../components/ui/plain-cells';
import { formatDate } from '../../../lib/format';
import { MatchSnippet } from './match-snippet';
import { AddToPool } from './add-to-pool';

interface SearchForm {
  q: string;
  tag: string;
  source: string;
}

const PARAMS = ['q', 'tag', 'jobId', 'source', 'talentPool', 'pool'] as const;

/** The search as the address bar holds it, so Back and a shared link show the same results. */
function paramsFrom(search: URLSearchParams): PeopleSearchParams {
  const params: PeopleSearchParams = {};
  for (const name of PARAMS) {
    const value = search.get(name)?.trim();
    if (value) Object.assign(params, { [name]: value });
  }
  if (params.talentPool && params.talentPool !== 'true') delete params.talentPool;
  return params;
}

function ResultCard({ person, base }: { person: PersonSearchResultDto; base: string }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4">
      <Flex gap="3" wrap="wrap" align="baseline">
        <Heading as="h2" size="md">
          <RouterLink to={`${base}/people/${encodeURIComponent(person._id)}`}>{person.name || person.email}</RouterLink>
        </Heading>
        <Text color="gray.700">{person.email}</Text>
        {person.talentPoolUntil && (
          <span data-badge data-palette="green">
            Talent pool until {formatDate(person.talentPoolUntil)}
          </span>
        )}
      </Flex>
      {person.tags.length > 0 && (
        <Flex as="ul" aria-label="Tags" gap="2" wrap="wrap" mt="2" listStyleType="none">
          {person.tags.map((tag) => (
            <li key={tag}>
              <span data-badge data-palette="blue">
                {tag}
              </span>
            </li>
          ))}
        </Flex>
      )}
      {person.applications.length > 0 && (
        <Text fontSize="sm" mt="2">
          Applied to:{' '}
          {person.applications.map((application) => `${application.jobTitle} (${application.stage})`).join(', ')}
        </Text>
      )}
      {person.matched.length > 0 && (
        <Text fontSize="sm" mt="2">
          Matched: {person.matched.join(', ')}
        </Text>
      )}
      {person.snippet && <MatchSnippet snippet={person.snippet} />}
      <PoolDisclosure person={person} />
    </Box>
  );
}

/** "Add to a talent pool" under a result: the pools are only asked for once it is opened. */
function PoolDisclosure({ person }: { person: PersonSearchResultDto }) {
  return (
    <Disclosure mt="2" summary="Add to a talent pool">
      <Box mt="2">
        <AddToPool uid={person._id} name={person.name || person.email} />
      </Box>
    </Disclosure>
  );
}

/**
 * /hr/people and /admin/people: people search across names, e-mails, tags, resumes and notes, with filters;
 * each result opens the person's profile.
 */
export function PeopleSearchPage({ base }: { base: string }) {
  const [search, setSearch] = useSearchParams();
  const params = paramsFrom(search);
  const list = usePeopleSearch(params);
  const form = useForm<SearchForm>({
    values: { q: params.q ?? '', tag: params.tag ?? '', source: params.source ?? '' },
  });
  const { errors } = form.formState;
  const change = (next: PeopleSearchParams) => {
    const merged = { ...params, ...next };
    setSearch(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as Record<string, string>);
  };
  const asked = Object.keys(params).length > 0;

  return (
    <>
      <PageHeading backTo={base}>People</PageHeading>
      <Text mb="4">
        <RouterLink to={`${base}/talent-pools`}>Talent pools</RouterLink>: people kept in mind for future roles, and who
        suits a job. Met someone who did not apply? <RouterLink to={`${base}/people/new`}>Add a person</RouterLink>.{' '}
        <RouterLink to={`${base}/people/duplicates`}>Possible duplicates</RouterLink>: people who may be here twice.
      </Text>
      <form
        role="search"
        aria-label="Search people"
        noValidate
        onSubmit={form.handleSubmit(({ q, tag, source }) =>
          change({ q: q.trim(), tag: tag.trim(), source: source.trim() }),
        )}
      >
        <Stack gap="4" mb="6">
          <Flex gap="3" align="flex-end" wrap="wrap">
            <Field.Root invalid={Boolean(errors.q)} flex="1" minW="64">
              <Field.Label>Search</Field.Label>
              <Input
                type="search"
                placeholder="Name, skill, place or e-mail, e.g. Kubernetes Berlin"
                {...form.register('q', { validate: (q) => searchQueryProblem(q) ?? true })}
              />
              <Field.ErrorText>{errors.q?.message}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="blue">
              Search
            </Button>
          </Flex>
          <Flex gap="4" wrap="wrap" align="flex-end">
            <Field.Root maxW="48">
              <Field.Label>Tag</Field.Label>
              <Input size="sm" {...form.register('tag')} />
            </Field.Root>
            <Field.Root maxW="48">
              <Field.Label>Source</Field.Label>
              <Input size="sm" placeholder="e.g. linkedin" {...form.register('source')} />
            </Field.Root>
            <JobPicker
              label="Applied to job"
              noneLabel="Any job"
              value={params.jobId ?? ''}
              onChange={(jobId) => change({ jobId: jobId || undefined })}
            />
            {params.pool && (
              <Flex gap="2" align="center" minH="10">
                <Text>Within one talent pool</Text>
                <Button size="xs" variant="outline" onClick={() => change({ pool: undefined })}>
                  Any pool
                </Button>
              </Flex>
            )}
            <Flex as="label" gap="2" align="center" minH="10">
              <input
                type="checkbox"
                checked={params.talentPool === 'true'}
                onChange={(event) => change({ talentPool: event.target.checked ? 'true' : undefined })}
              />
              In the talent pool
            </Flex>
          </Flex>
        </Stack>
      </form>

      <ListStatus
        list={list}
        loadingText="Searching..."
        empty={<Text>{asked ? 'No people match this search' : 'No people yet'}</Text>}
      >
        <Text mb="2" fontSize="sm" color="gray.700" aria-live="polite">
          {asked ? 'Best matches first' : 'Newest people first'}
        </Text>
        <Stack
          as="ul"
          gap="3"
          listStyleType="none"
          aria-label="People found"
          css={{ '& [data-badge]': plainBadgeStyles }}
        >
          {list.items.map((person) => (
            <ResultCard key={person._id} person={person} base={base} />
          ))}
        </Stack>
      </ListStatus>
      <LoadMore list={list} />
    </>
  );
}
