import { Table } from '@chakra-ui/react';
import type { StageTimeRow } from '@hr-portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { Bars } from './bars';
import { figure } from './numbers';

/** Median hours per stage as bars, and median, 75th percentile and sample count as a table. */
export function StageTimeChart({ rows }: { rows: StageTimeRow[] }) {
  return (
    <>
      <Bars data={rows.map((row) => ({ name: row.name, value: row.medianHours ?? 0 }))} color="green.muted" unit="h" />
      <DataTable label="Time in stage" headers={['Stage', 'Median', '75th percentile', 'Applications']}>
        {rows.map((row) => (
          <Table.Row key={row.stageId}>
            <Table.Cell>{row.name}</Table.Cell>
            <Table.Cell>{figure(row.medianHours, 'h')}</Table.Cell>
            <Table.Cell>{figure(row.p75Hours, 'h')}</Table.Cell>
            <Table.Cell>{row.samples}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </>
  );
}
