import { SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type CandidateJobDto, MESSAGES } from '@hr-portal/contract';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { useApply, useAppliedJobIds } from '../../../api/applications';
import { useJob, useJobList } from '../../../api/jobs';
import { ErrorText } from '../../../components/ui/status-text';
import { JobCard } from './job-card';
import { SelectResumeDialog } from './select-resume-dialog';
import { messageOf } from '../../../lib/api-client';

const JOBS_PAGE_SIZE = 24;
const NONE_APPLIED = new Set<string>();

/** Available Jobs for candidates (/candidate/jobs) and employees looking to move (/employee/jobs). */
export function AvailableJobsPage({ backTo }: { backTo: string }) {
  const list = useJobList<CandidateJobDto>(JOBS_PAGE_SIZE);
  const jobs = list.items;
  // Jobs applied to earlier read Applied too: the server knows.
  const applied = useAppliedJobIds().data ?? NONE_APPLIED;
  const applyTo = useApply();
  const [applyingTo, setApplyingTo] = useState<CandidateJobDto | null>(null);
  // ?apply={jobId}&src=: arrived from a careers page's Apply; that job's dialog opens by itself.
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('apply');
  const linked = useJob<CandidateJobDto>(linkedId);
  const source = params.get('src') ?? undefined;
  const dialogJob = applyingTo ?? (linked.data && !applied.has(linked.data._id) ? linked.data : null);
  const close = () => {
    setApplyingTo(null);
    if (linkedId) setParams({}, { replace: true });
  };

  async function apply(job: CandidateJobDto, resumeUrl: string, talentPool: boolean) {
    try {
      const fromLink = job._id === linkedId ? source : undefined;
      await applyTo.mutateAsync({ jobId: job._id, resumeUrl, source: fromLink, talentPool });
      close();
      window.alert(MESSAGES.applied);
    } catch (caught) {
      window.alert(messageOf(caught, MESSAGES.applyFailed));
    }
  }

  return (
    <>
      <PageHeading backTo={backTo}>Available Jobs</PageHeading>
      <ErrorText>{linked.error ? 'That job is no longer open. Here are the jobs that are.' : null}</ErrorText>
      <ListStatus list={list} loadingText="Loading jobs..." empty={<Text>No jobs available at the moment</Text>}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-label="Jobs">
          {jobs.map((job) => (
            <JobCard key={job._id} job={job} applied={applied.has(job._id)} onApply={setApplyingTo} />
          ))}
        </SimpleGrid>
      </ListStatus>
      <LoadMore list={list} label="Load more jobs" />
      <SelectResumeDialog job={dialogJob} onCancel={close} onApply={apply} />
    </>
  );
}
