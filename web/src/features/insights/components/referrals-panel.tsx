import { SimpleGrid, Table, Text } from '@chakra-ui/react';
import type { ReferralTallyDto } from '@hr-portal/contract';
import { useReferralInsights } from '../../../api/referrals';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { Panel } from './job-screening';

const percent = (rate: number | null) => (rate === null ? '-' : `${Math.round(rate * 100)}\u00a0%`);

function TallyTable({ label, rows }: { label: string; rows: ReferralTallyDto[] }) {
  if (rows.length === 0) return <Text fontSize="sm">No referrals yet.</Text>;
  return (
    <Table.Root size="sm" aria-label={`Referrals per ${label.toLowerCase()}`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{label}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Referrals</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Hired</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Hire rate</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id}>
            <Table.Cell>{row.label || 'A former employee'}</Table.Cell>
            <Table.Cell textAlign="end">{row.referrals}</Table.Cell>
            <Table.Cell textAlign="end">{row.hired}</Table.Cell>
            <Table.Cell textAlign="end">{percent(row.referrals > 0 ? row.hired / row.referrals : null)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Employee referrals, all time: per job and per referrer (the 20 with the most), and the share hired. */
export function ReferralsPanel() {
  const insights = useReferralInsights();
  const data = insights.data;
  return (
    <Panel
      title="Referrals"
      help="All referrals so far, and how many were hired: per job and per referrer (the 20 with the most referrals)."
    >
      {insights.isPending && <LoadingText>Loading...</LoadingText>}
      <ErrorText>{insights.error ? messageOf(insights.error, 'Could not load the referrals') : null}</ErrorText>
      {data && (
        <>
          <Text fontSize="sm" mb="3">
            {data.total.referrals} referrals, {data.total.hired} hired: referral-to-hire rate {percent(data.hireRate)}
          </Text>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <TallyTable label="Job" rows={data.jobs} />
            <TallyTable label="Referrer" rows={data.referrers} />
          </SimpleGrid>
        </>
      )}
    </Panel>
  );
}
