import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ApplicationDto } from '@hr-portal/contract';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { ViewLink } from '../../../components/ui/view-link';
import { formatDate } from '../../../lib/format';
import { groupByJob } from '../../../lib/group-by-job';
import { usePagedList } from '../../../lib/use-paged-list';
import { fetchResumesPage } from '../api/hr-documents';
import { UploadForEmployee } from './upload-for-employee';

/** /hr/documents: candidates' resumes by job (as sent with each application) and uploads for employees. */
export function HrDocumentsPage() {
  const {
    items: applications,
    nextCursor,
    loading,
    error,
    loadMore,
  } = usePagedList<ApplicationDto>(fetchResumesPage, 'Failed to fetch documents');

  const groups = useMemo(() => groupByJob(applications), [applications]);

  return (
    <>
      <PageHeading backTo="/hr">Candidate Documents</PageHeading>
      <Stack gap="8">
        <UploadForEmployee />
        <Box as="section" aria-label="Resumes by job">
          <Heading as="h2" size="lg" mb="3">
            Resumes by job
          </Heading>
          <ListStatus
            loading={loading}
            error={error}
            count={groups.length}
            loadingText="Loading documents..."
            empty={<Text>No resumes yet: none of the jobs has applications.</Text>}
          >
            <Stack gap="6">
              {groups.map((group) => (
                <Box key={group.jobId}>
                  <Heading as="h3" size="md" mb="2">
                    {group.title || 'Job Title'}
                  </Heading>
                  <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="md">
                    <Table.Root size="sm">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>Candidate Email</Table.ColumnHeader>
                          <Table.ColumnHeader>Applied</Table.ColumnHeader>
                          <Table.ColumnHeader>Resume</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {group.applications.map((application) => (
                          <Table.Row key={application._id}>
                            <Table.Cell>{application.candidateEmail || 'N/A'}</Table.Cell>
                            <Table.Cell>{formatDate(application.createdAt)}</Table.Cell>
                            <Table.Cell>
                              <ViewLink
                                path={application.resumeUrl}
                                name={`resume of ${application.candidateEmail || 'N/A'}`}
                              />
                            </Table.Cell>
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
        </Box>
      </Stack>
    </>
  );
}
