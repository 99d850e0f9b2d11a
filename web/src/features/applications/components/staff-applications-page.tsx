import { Flex, NativeSelect, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { APPLICATION_STATUSES, QUESTION_MESSAGES, type ApplicationStatus } from '@hr-portal/contract';
import { useStaffApplications, type ApplicationFilters } from '../../../api/applications';
import { JobPicker } from '../../../components/job-picker';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { ApplicationsByJob, resumeLink } from '../../../components/ui/applications-by-job';
import { formatDate } from '../../../lib/format';
import { groupByJob } from '../../../lib/group-by-job';
import { statusColor } from '../status-colors';
import { StatusSelect } from './status-select';
import type { BulkTarget } from '../../../api/bulk';

// Its own chunk: it loads when someone first selects applications.
const BulkBar = lazy(() => import('./bulk-bar'));

/** Rows per page: each row carries a status menu, so a first page of 100 took a mid-range phone a second to draw. */
const APPLICATIONS_PAGE_SIZE = 25;

/**
 * Admin "Applications for Jobs" and HR "Applications": for each job with applications, a table of
 * Candidate Email, Status and Update Status, filterable by job and status, loaded with one paged call.
 */
export function StaffApplicationsPage({ title, backTo }: { title: string; backTo: string }) {
  const [filters, setFilters] = useState<ApplicationFilters>({});
  const list = useStaffApplications(filters, APPLICATIONS_PAGE_SIZE);
  const applications = list.items;
  const groups = useMemo(() => groupByJob(applications), [applications]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  // A new filter is a new list: what was chosen in the old one is let go.
  const changeFilter = (next: ApplicationFilters) => {
    setFilters(next);
    setSelected(new Set());
    setAllMatching(false);
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const target: BulkTarget | null = allMatching
    ? {
        filter: {
          jobId: filters.job!,
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.meets === 'true' ? { meetsMustHaves: true } : {}),
        },
      }
    : selected.size > 0
      ? { ids: [...selected] }
      : null;

  return (
    <>
      <PageHeading backTo={backTo}>{title}</PageHeading>
      <Flex gap="4" wrap="wrap" mb="6" as="form" aria-label="Filter applications" onSubmit={(e) => e.preventDefault()}>
        {/* A search over the paged job list: the 10,000th job is as easy to pick as the first. */}
        <JobPicker
          label="Filter by job"
          noneLabel="All jobs"
          value={filters.job ?? ''}
          onChange={(job) => changeFilter({ ...filters, job: job || undefined })}
        />
        <NativeSelect.Root size="sm" maxW="48">
          <NativeSelect.Field
            aria-label="Filter by status"
            value={filters.status ?? ''}
            onChange={(event) =>
              changeFilter({ ...filters, status: (event.target.value || undefined) as ApplicationStatus | undefined })
            }
          >
            <option value="">All statuses</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Flex as="label" gap="2" align="center" fontSize="sm" cursor="pointer">
          <input
            type="checkbox"
            checked={filters.meets === 'true'}
            onChange={(event) => changeFilter({ ...filters, meets: event.target.checked ? 'true' : undefined })}
          />
          Meets every must-have
        </Flex>
        {filters.job && (
          <Flex as="label" gap="2" align="center" fontSize="sm" cursor="pointer">
            <input type="checkbox" checked={allMatching} onChange={(event) => setAllMatching(event.target.checked)} />
            Select all matching these filters
          </Flex>
        )}
      </Flex>
      {target && (
        <Suspense fallback={null}>
          <BulkBar
            target={target}
            count={allMatching ? 'Every application matching the filters' : `${selected.size} selected`}
            onFinished={() => {
              setSelected(new Set());
              setAllMatching(false);
            }}
          />
        </Suspense>
      )}

      <ListStatus list={list} loadingText="Loading applications..." empty={<Text>No applications yet</Text>}>
        <ApplicationsByJob
          groups={groups}
          headingLevel="h2"
          columns={[
            {
              header: 'Select',
              cell: (application) => (
                <input
                  type="checkbox"
                  aria-label={`Select ${application.candidateEmail || application._id}`}
                  checked={allMatching || selected.has(application._id)}
                  disabled={allMatching}
                  onChange={(event) => toggle(application._id, event.target.checked)}
                />
              ),
            },
            {
              header: 'Candidate Email',
              cell: (application) => (
                <>
                  <RouterLink to={`${backTo}/people/${encodeURIComponent(application.candidate)}`}>
                    {application.candidateEmail || 'N/A'}
                  </RouterLink>
                  {(application.flags ?? []).map((flag) => (
                    <span key={flag.questionId} data-flag="">
                      {QUESTION_MESSAGES.doesNotMeet}: {flag.label} ({flag.answer})
                    </span>
                  ))}
                </>
              ),
            },
            {
              header: 'Status',
              cell: (application) => (
                <span data-badge data-palette={statusColor(application.status)}>
                  {application.status}
                </span>
              ),
            },
            {
              header: 'Update Status',
              cell: (application) => (
                <StatusSelect
                  applicationId={application._id}
                  status={application.status}
                  label={`Update status for ${application.candidateEmail || 'N/A'}`}
                />
              ),
            },
            { header: 'Resume', cell: resumeLink },
            { header: 'Applied', cell: (application) => formatDate(application.createdAt) },
          ]}
        />
      </ListStatus>
      <LoadMore list={list} />
    </>
  );
}
