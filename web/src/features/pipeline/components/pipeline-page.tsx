import { NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MESSAGES } from '@hr-portal/contract';
import { useEveryJob } from '../../../api/jobs';
import { useJob } from '../../../api/jobs';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { Board } from './board';

/** /hr/pipeline and /admin/pipeline: pick a job, then work its board. */
export default function PipelinePage({ backTo }: { backTo: string }) {
  const jobs = useEveryJob();
  const [jobId, setJobId] = useState('');
  const job = useJob(jobId);
  return (
    <>
      <PageHeading backTo={backTo}>Pipeline</PageHeading>
      <NativeSelect.Root size="sm" maxW="md" mb="4">
        <NativeSelect.Field aria-label="Job" value={jobId} onChange={(event) => setJobId(event.target.value)}>
          <option value="">Choose a job</option>
          {(jobs.data ?? []).map((option) => (
            <option key={option._id} value={option._id}>
              {option.title}
              {option.isActive ? '' : ' (closed)'}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {!jobId && <Text>Choose a job to see its pipeline.</Text>}
      {jobId && job.isPending && <LoadingText>Loading...</LoadingText>}
      <ErrorText>{job.error ? messageOf(job.error, MESSAGES.fetchJobsFailed) : null}</ErrorText>
      {job.data && <Board key={job.data._id} job={job.data} />}
    </>
  );
}
