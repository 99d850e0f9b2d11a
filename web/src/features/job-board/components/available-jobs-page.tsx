import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type CandidateJobDto, JOB_TYPES, MESSAGES } from '@hr-portal/contract';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { useApply } from '../../../api/applications';
import { NO_JOB_FILTERS, useJob, useJobList, type JobBoardFilters } from '../../../api/jobs';
import { JobBoardFiltersForm } from './job-board-filters';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { JobCard } from './job-card';
import { jobCardListStyles } from './job-card-styles';
import { messageOf } from '../../../lib/api-client';
import { translateKnown } from '../../../lib/known-messages';
import '../../../messages/candidate-messages';

// Its own chunk: loaded only after an application is filed.
const SurveyDialog = lazy(async () => ({ default: (await import('./survey-dialog')).SurveyDialog }));
// Its own chunk, with the dialog machinery: asked for as a person points at Apply, shown when they press it (or
// arrive from a careers page's Apply). The list of jobs is drawn without it.
const loadResumeDialog = () => import('./select-resume-dialog');
const SelectResumeDialog = lazy(async () => ({ default: (await loadResumeDialog()).SelectResumeDialog }));

// Twelve cards fill four rows of the widest grid; more come with Load more (a phone draws the first ones sooner).
const JOBS_PAGE_SIZE = 12;

/** The board's filters as the address holds them (`type` as on the careers site). */
function filtersIn(params: URLSearchParams): JobBoardFilters {
  const jobType = params.get('type') ?? '';
  return {
    q: params.get('q') ?? '',
    department: params.get('department') ?? '',
    location: params.get('location') ?? '',
    jobType: (JOB_TYPES as readonly string[]).includes(jobType) ? (jobType as JobBoardFilters['jobType']) : '',
    remote: params.get('remote') === 'true' ? 'true' : '',
  };
}

function withFilters(filters: JobBoardFilters): URLSearchParams {
  const { jobType, ...rest } = filters;
  return new URLSearchParams(Object.entries({ ...rest, type: jobType }).filter(([, value]) => value));
}

/** Available Jobs for candidates (/candidate/jobs) and employees looking to move (/employee/jobs). */
export function AvailableJobsPage({ backTo, referPath }: { backTo: string; referPath?: string }) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = filtersIn(params);
  const filtered = Object.values(filters).some(Boolean);
  const list = useJobList<CandidateJobDto>(JOBS_PAGE_SIZE, filters);
  const jobs = list.items;
  const applyTo = useApply();
  const [applyingTo, setApplyingTo] = useState<CandidateJobDto | null>(null);
  const [surveyFor, setSurveyFor] = useState<string | null>(null);
  // ?apply={jobId}&src=: arrived from a careers page's Apply; that job's dialog opens by itself.
  const linkedId = params.get('apply');
  const linked = useJob<CandidateJobDto>(linkedId);
  const source = params.get('src') ?? undefined;
  const dialogJob = applyingTo ?? (linked.data && !linked.data.applied ? linked.data : null);
  const close = () => {
    setApplyingTo(null);
    if (linkedId) setParams(withFilters(filters), { replace: true });
  };
  // The filters live in the address: a filtered list can be shared, and survives a reload.
  const applyFilters = (next: JobBoardFilters) => setParams(withFilters(next));

  async function apply(
    job: CandidateJobDto,
    resumeFilePath: string,
    talentPool: boolean,
    answers: Record<string, unknown> | undefined,
  ) {
    try {
      const fromLink = job._id === linkedId ? source : undefined;
      const filed = await applyTo.mutateAsync({
        jobId: job._id,
        resumeFilePath,
        source: fromLink,
        talentPool,
        answers,
      });
      close();
      window.alert(translateKnown(i18n, MESSAGES.applied));
      // The voluntary survey is offered after applying, apart from the application (if admins switched it on).
      setSurveyFor(filed._id);
      return true;
    } catch (caught) {
      window.alert(translateKnown(i18n, messageOf(caught, MESSAGES.applyFailed)));
      return false;
    }
  }

  return (
    <>
      <PageHeading backTo={backTo}>
        <Trans>Available Jobs</Trans>
      </PageHeading>
      <ErrorText>{linked.error ? t`That job is no longer open. Here are the jobs that are.` : null}</ErrorText>
      <JobBoardFiltersForm key={params.toString()} applied={filters} onApply={applyFilters} />
      <ListStatus
        list={list}
        loadingText={t`Loading jobs...`}
        empty={
          filtered ? (
            <Stack gap="2" align="flex-start">
              <Text>
                <Trans>No jobs match these filters.</Trans>
              </Text>
              <Button variant="outline" size="sm" onClick={() => applyFilters(NO_JOB_FILTERS)}>
                <Trans>Clear filters</Trans>
              </Button>
            </Stack>
          ) : (
            <Text>
              <Trans>No jobs available at the moment</Trans>
            </Text>
          )
        }
      >
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
          aria-label={t`Jobs`}
          css={jobCardListStyles}
        >
          {jobs.map((job) => (
            <JobCard
              key={job._id}
              job={job}
              applied={job.applied}
              onApply={setApplyingTo}
              onApplyIntent={() => void loadResumeDialog()}
              referPath={referPath}
            />
          ))}
        </SimpleGrid>
      </ListStatus>
      <LoadMore list={list} label={t`Load more jobs`} />
      {dialogJob && (
        <Suspense fallback={<LoadingText>{t`Loading...`}</LoadingText>}>
          <SelectResumeDialog job={dialogJob} onCancel={close} onApply={apply} />
        </Suspense>
      )}
      {surveyFor && (
        <Suspense fallback={null}>
          <SurveyDialog applicationId={surveyFor} onDone={() => setSurveyFor(null)} />
        </Suspense>
      )}
    </>
  );
}
