import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { CLOSING_STAGE_IDS, MESSAGES, type JobDto } from '@hr-portal/contract';
import { useMyInterviews } from '../../../api/interviews';
import { useJobList, useJobsById } from '../../../api/jobs';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { countNewSince, countStage } from '../../../lib/firestore-live';
import { useSession } from '../../../stores/session';
import { lastLookedAt, lastOpenedJob } from '../last-looked';

/** Open jobs the overview shows (each costs one count per stage, so a page of them, not all). */
const SHOWN = 8;

/** A job's count per stage and, since the person last opened its board, how many applied. */
function JobCounts({ job, uid }: { job: JobDto; uid: string }) {
  const since = lastLookedAt(uid, job._id);
  // The open stages: Rejected and Withdrawn only grow, and each stage shown costs a count.
  const stages = job.stages.filter((stage) => !CLOSING_STAGE_IDS.includes(stage.id));
  const first = stages[0]?.id;
  const counts = useQuery({
    queryKey: ['pipeline-overview', job._id, since, stages.length],
    queryFn: async () => {
      const perStage = await Promise.all(stages.map((stage) => countStage(job._id, stage.id)));
      const fresh = since && first ? await countNewSince(job._id, first, since) : null;
      return { perStage, fresh };
    },
    staleTime: 30_000,
  });
  if (counts.isPending) return <LoadingText>Counting...</LoadingText>;
  if (counts.error) return <ErrorText>{MESSAGES.fetchDataFailed}</ErrorText>;
  return (
    <Flex gap="2" wrap="wrap" fontSize="sm" color="gray.700">
      {stages.map((stage, index) => (
        <Text key={stage.id}>
          {stage.name} {counts.data.perStage[index]}
          {index < stages.length - 1 ? ' ·' : ''}
        </Text>
      ))}
      {counts.data.fresh !== null && counts.data.fresh > 0 && (
        <Badge colorPalette="blue">{counts.data.fresh} new since you last looked</Badge>
      )}
    </Flex>
  );
}

/**
 * What Pipeline opens on when no job is chosen: the open jobs (the one last opened first, then those the person
 * posted or sits a panel for), each with its count per stage. The job field above still finds any other.
 */
export function OpenJobs({ onOpen }: { onOpen: (jobId: string) => void }) {
  const me = useSession((state) => state.user?._id ?? '');
  const list = useJobList<JobDto>(20);
  // The jobs of the person's newest panel seats; those older than the newest 20 jobs are read one by one.
  const seats = useMyInterviews();
  const panelJobs = new Set(seats.items.map((seat) => seat.jobId));
  const listed = new Set(list.items.map((job) => job._id));
  const olderPanelJobs = useJobsById(
    list.loading ? [] : [...panelJobs].filter((id) => !listed.has(id)).slice(0, SHOWN),
  );
  if (list.loading && list.items.length === 0) return <LoadingText>Loading open jobs...</LoadingText>;
  if (list.error) return <ErrorText>{list.error}</ErrorText>;
  const last = lastOpenedJob(me);
  const rank = (job: JobDto) => (job._id === last ? 0 : job.postedBy === me || panelJobs.has(job._id) ? 1 : 2);
  const open = [...list.items, ...olderPanelJobs]
    .filter((job) => job.isActive)
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, SHOWN);
  if (open.length === 0) return <Text>No open jobs yet. Choose any job above to see its pipeline.</Text>;
  return (
    <Box as="section" aria-labelledby="open-jobs">
      <Heading as="h2" size="md" id="open-jobs" mb="3">
        Open jobs
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3">
        {open.map((job) => (
          <Box as="li" key={job._id} borderWidth="1px" borderRadius="md" p="3" bg="white">
            <Flex align="center" gap="2" mb="1">
              <Button
                variant="plain"
                p="0"
                h="auto"
                color="blue.700"
                fontWeight="semibold"
                onClick={() => onOpen(job._id)}
              >
                {job.title}
              </Button>
              {job._id === last && <Badge>Last opened</Badge>}
            </Flex>
            <JobCounts job={job} uid={me} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
