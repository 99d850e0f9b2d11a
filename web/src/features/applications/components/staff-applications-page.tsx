import { Badge, Box, Flex, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { APPLICATION_STATUSES, type ApplicationDto, type ApplicationStatus, type JobDto } from '@hr-portal/contract';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { ViewLink } from '../../../components/ui/view-link';
import { formatDate } from '../../../lib/format';
import { usePagedList } from '../../../lib/use-paged-list';
import { groupByJob } from '../../../lib/group-by-job';
import { fetchJobOptions } from '../api/job-options';
import { fetchApplicationsPage, type ApplicationFilters } from '../api/staff-applications';
import { statusColor } from '../status-colors';
import { StatusSelect } from './status-select';

/**
 * Admin "Applications for Jobs" and HR "Applications": for each job with applications, a table of
 * Candidate Email, Status and Update Status, filterable by job and status, loaded with one paged call.
 */
export function StaffApplicationsPage({ title, backTo }: { title: string; backTo: string }) {
  const [filters, setFilters] = useState<ApplicationFilters>({});
  const [jobs, setJobs] = useState<JobDto[]>([]);
  const fetchPage = useCallback((cursor: string | null) => fetchApplicationsPage(filters, cursor), [filters]);
  const {
    items: applications,
    nextCursor,
    loading,
    error,
    loadMore,
    setItems: setApplications,
  } = usePagedList<ApplicationDto>(fetchPage, 'Failed to fetch data');

  useEffect(() => {
    fetchJobOptions().then(setJobs, (caught: unknown) => console.error('Failed to fetch jobs', caught));
  }, []);

  const groups = useMemo(() => groupByJob(applications), [applications]);

  const changeFilter = setFilters;

  function showStatus(id: string, status: ApplicationStatus) {
    setApplications((current) => current.map((item) => (item._id === id ? { ...item, status } : item)));
  }

  return (
    <>
      <PageHeading backTo={backTo}>{title}</PageHeading>
      <Flex gap="4" wrap="wrap" mb="6" as="form" aria-label="Filter applications" onSubmit={(e) => e.preventDefault()}>
        <NativeSelect.Root size="sm" maxW="xs">
          <NativeSelect.Field
            aria-label="Filter by job"
            value={filters.job ?? ''}
            onChange={(event) => changeFilter({ ...filters, job: event.target.value || undefined })}
          >
            <option value="">All jobs</option>
            {jobs.map((job) => (
              <option key={job._id} value={job._id}>
                {job.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
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
      </Flex>

      <ListStatus
        loading={loading}
        error={error}
        count={groups.length}
        loadingText="Loading applications..."
        empty={<Text>No applications yet</Text>}
      >
        <Stack gap="8">
          {groups.map((group) => (
            <Box as="section" key={group.jobId} aria-label={group.title || 'Job Title'}>
              <Heading as="h2" size="md" mb="2">
                {group.title || 'Job Title'}
              </Heading>
              <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="md">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Candidate Email</Table.ColumnHeader>
                      <Table.ColumnHeader>Status</Table.ColumnHeader>
                      <Table.ColumnHeader>Update Status</Table.ColumnHeader>
                      <Table.ColumnHeader>Resume</Table.ColumnHeader>
                      <Table.ColumnHeader>Applied</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {group.applications.map((application) => (
                      <Table.Row key={application._id}>
                        <Table.Cell>{application.candidateEmail || 'N/A'}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={statusColor(application.status)}>{application.status}</Badge>
                        </Table.Cell>
                        <Table.Cell>
                          <StatusSelect
                            applicationId={application._id}
                            status={application.status}
                            label={`Update status for ${application.candidateEmail || 'N/A'}`}
                            onChanged={(status) => showStatus(application._id, status)}
                          />
                        </Table.Cell>
                        <Table.Cell>
                          <ViewLink
                            path={application.resumeUrl}
                            name={`resume of ${application.candidateEmail || 'N/A'}`}
                          />
                        </Table.Cell>
                        <Table.Cell>{formatDate(application.createdAt)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Box>
          ))}
        </Stack>
      </ListStatus>
      <LoadMore nextCursor={nextCursor} loading={loading} onLoadMore={loadMore} />
    </>
  );
}
