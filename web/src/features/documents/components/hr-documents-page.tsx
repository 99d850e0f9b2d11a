import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { ApplicationsByJob, resumeLink } from '../../../components/ui/applications-by-job';
import { formatDate } from '../../../lib/format';
import { groupByJob } from '../../../lib/group-by-job';
import { useApplicationResumes } from '../../../api/documents';
import { UploadForEmployee } from './upload-for-employee';

/** /hr/documents: candidates' resumes by job (as sent with each application) and uploads for employees. */
export function HrDocumentsPage() {
  const list = useApplicationResumes();
  const applications = list.items;

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
            list={list}
            loadingText="Loading documents..."
            empty={<Text>No resumes yet: none of the jobs has applications.</Text>}
          >
            <ApplicationsByJob
              groups={groups}
              headingLevel="h3"
              columns={[
                { header: 'Candidate Email', cell: (application) => application.candidateEmail || 'N/A' },
                { header: 'Applied', cell: (application) => formatDate(application.createdAt) },
                { header: 'Resume', cell: resumeLink },
              ]}
            />
          </ListStatus>
          <LoadMore list={list} />
        </Box>
      </Stack>
    </>
  );
}
