import { Table } from '@chakra-ui/react';
import { BarList, useChart, type BarListData } from '@chakra-ui/charts';
import type { StageTimeRow } from '@hr-portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { figure } from './numbers';

/** Median hours per stage as bars, and median, 75th percentile and sample count as a table. */
export function StageTimeChart({ rows }: { rows: StageTimeRow[] }) {
  const chart = useChart<BarListData>({
    data: rows.map((row) => ({ name: row.name, value: row.medianHours ?? 0 })),
    series: [{ name: 'name', color: 'green.muted' }],
  });
  return (
    <>
      <BarList.Root chart={chart} aria-hidden="true">
        <BarList.Content>
          <BarList.Bar />
          <BarList.Value valueFormatter={(hours) => `${hours} h`} />
        </BarList.Content>
      </BarList.Root>
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
