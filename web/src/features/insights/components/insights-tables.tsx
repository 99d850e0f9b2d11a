import { Table, Text } from '@chakra-ui/react';
import type { InsightsDto } from '@hr-portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { figure } from './numbers';

const None = ({ children }: { children: string }) => (
  <Text fontSize="sm" color="fg.muted">
    {children}
  </Text>
);

export function SourcesTable({ rows }: { rows: InsightsDto['sources'] }) {
  if (rows.length === 0) return <None>No applications in this range.</None>;
  return (
    <DataTable label="Sources" headers={['Source', 'Applications', 'Interviewed', 'Hired']}>
      {rows.map((row) => (
        <Table.Row key={row.source}>
          <Table.Cell>{row.source}</Table.Cell>
          <Table.Cell>{row.applications}</Table.Cell>
          <Table.Cell>{row.interviews}</Table.Cell>
          <Table.Cell>{row.hires}</Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}

export function ReasonsTable({ rows }: { rows: InsightsDto['rejectionReasons'] }) {
  if (rows.length === 0) return <None>No rejections in this range.</None>;
  return (
    <DataTable label="Rejection reasons" headers={['Reason', 'Rejections']}>
      {rows.map((row) => (
        <Table.Row key={row.reasonId}>
          <Table.Cell>{row.label}</Table.Cell>
          <Table.Cell>{row.count}</Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}

export function TimeToHireTable({ insights }: { insights: InsightsDto }) {
  const { timeToHire, timeToFill } = insights;
  return (
    <DataTable label="Time to hire and to fill" headers={['Measure', 'Median', '75th percentile', 'Count']}>
      <Table.Row>
        <Table.Cell>Time to hire (applied to hired)</Table.Cell>
        <Table.Cell>{figure(timeToHire.medianDays, 'days')}</Table.Cell>
        <Table.Cell>{figure(timeToHire.p75Days, 'days')}</Table.Cell>
        <Table.Cell>{timeToHire.hires} hires</Table.Cell>
      </Table.Row>
      <Table.Row>
        <Table.Cell>Time to fill (posted to first hire)</Table.Cell>
        <Table.Cell>{figure(timeToFill.medianDays, 'days')}</Table.Cell>
        <Table.Cell>{figure(timeToFill.p75Days, 'days')}</Table.Cell>
        <Table.Cell>{timeToFill.jobs} jobs</Table.Cell>
      </Table.Row>
    </DataTable>
  );
}

export function OffersTable({ offers }: { offers: InsightsDto['offers'] }) {
  if (offers.sent + offers.accepted + offers.declined === 0) return <None>No offers in this range.</None>;
  const rate = offers.acceptanceRate === null ? '—' : `${Math.round(offers.acceptanceRate * 100)}%`;
  return (
    <DataTable label="Offers" headers={['Sent', 'Accepted', 'Declined', 'Acceptance rate', 'Time to accept']}>
      <Table.Row>
        <Table.Cell>{offers.sent}</Table.Cell>
        <Table.Cell>{offers.accepted}</Table.Cell>
        <Table.Cell>{offers.declined}</Table.Cell>
        <Table.Cell>{rate}</Table.Cell>
        <Table.Cell>
          {figure(offers.medianHoursToAccept, 'hours')} (75th percentile {figure(offers.p75HoursToAccept, 'hours')})
        </Table.Cell>
      </Table.Row>
    </DataTable>
  );
}

export function InterviewersTable({ rows }: { rows: InsightsDto['interviewers'] }) {
  if (rows.length === 0) return <None>No interviews assigned in this range.</None>;
  return (
    <DataTable label="Interviewer load" headers={['Interviewer', 'Assigned', 'Scorecards submitted', 'Overdue']}>
      {rows.map((row) => (
        <Table.Row key={row.uid}>
          <Table.Cell>{row.name}</Table.Cell>
          <Table.Cell>{row.assigned}</Table.Cell>
          <Table.Cell>{row.submitted}</Table.Cell>
          <Table.Cell>{row.overdue}</Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}
