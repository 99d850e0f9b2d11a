import { Box, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@hr-portal/contract';
import { useJob } from '../../../api/jobs';
import { JobPicker } from '../../../components/job-picker';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { Board } from './board';
import { OpenJobs } from './open-jobs';
import { rememberLook } from '../last-looked';
import { useSession } from '../../../stores/session';

/**
 * /hr/pipeline and /admin/pipeline: opens on the open jobs with their counts; pick one (or find any job), then work
 * its board. The job is in the address (?job=).
 */
export default function PipelinePage({ backTo }: { backTo: string }) {
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job') ?? '';
  const job = useJob(jobId);
  const me = useSession((state) => state.user?._id ?? '');
  const setJobId = (next: string) => setParams(next ? { job: next } : {});
  // The board opened now: remembered as the job last opened, and as when the person last looked at it.
  useEffect(() => {
    if (job.data && me) rememberLook(me, job.data._id);
  }, [job.data, me]);
  return (
    <>
      <PageHeading backTo={backTo}>Pipeline</PageHeading>
      <Box mb="4">
        <JobPicker label="Job" markClosed value={jobId} onChange={setJobId} />
      </Box>
      {!jobId && <OpenJobs onOpen={setJobId} />}
      {jobId && job.isPending && <LoadingText>Loading...</LoadingText>}
      <ErrorText>{job.error ? messageOf(job.error, MESSAGES.fetchJobsFailed) : null}</ErrorText>
      {job.data && (
        <Text mb="3" fontSize="sm">
          <RouterLink to={`${backTo}/talent-pools/suggestions?job=${encodeURIComponent(job.data._id)}`}>
            Suggested from the talent pool
          </RouterLink>
        </Text>
      )}
      {job.data && <Board key={job.data._id} job={job.data} openFirst={params.get('application')} />}
    </>
  );
}
