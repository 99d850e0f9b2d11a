import { Badge, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useMyInterviews } from '../../../api/interviews';
import { DataTable } from '../../../components/ui/data-table';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatDate, formatInterviewTime } from '../../../lib/format';
import { useInterviewsBooked } from '../../../api/scheduling';

/** Interviews: the candidates the caller is on the panel for, newest assignment first, with booked times. */
export default function InterviewsPage({ backTo }: { backTo: string }) {
  const list = useMyInterviews();
  const booked = useInterviewsBooked();
  const whenOf = (applicationId: string) =>
    booked.data?.find((booking) => booking.applicationId === applicationId)?.start ?? null;
  return (
    <>
      <PageHeading backTo={backTo}>Interviews</PageHeading>
      <ListStatus
        list={list}
        loadingText="Loading interviews..."
        empty={<Text>No one has asked you to interview a candidate yet.</Text>}
      >
        <DataTable
          label="My interviews"
          headers={['Candidate', 'Job', 'Stage', 'When', 'Assigned', 'Scorecard', 'Interview']}
        >
          {list.items.map((interview) => (
            <Table.Row key={interview.applicationId}>
              <Table.Cell>{interview.candidateName}</Table.Cell>
              <Table.Cell>{interview.jobTitle}</Table.Cell>
              <Table.Cell>{interview.stageName}</Table.Cell>
              <Table.Cell>
                {whenOf(interview.applicationId) ? formatInterviewTime(whenOf(interview.applicationId)) : 'Not booked'}
              </Table.Cell>
              <Table.Cell>{formatDate(interview.assignedAt)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={interview.submitted ? 'green' : 'gray'}>
                  {interview.submitted ? 'Submitted' : 'To do'}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <Link asChild color="blue.700" fontWeight="medium">
                  <RouterLink
                    to={encodeURIComponent(interview.applicationId)}
                    aria-label={`Open the interview with ${interview.candidateName}`}
                  >
                    Open
                  </RouterLink>
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </ListStatus>
      <LoadMore list={list} />
    </>
  );
}
