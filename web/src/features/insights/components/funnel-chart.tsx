import { Table } from '@chakra-ui/react';
import { BarList, useChart, type BarListData } from '@chakra-ui/charts';
import type { FunnelRow } from '@hr-portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { percent } from './numbers';

/** The funnel as bars (stage by stage, widest first) and, for screen readers and exact figures, a table. */
export function FunnelChart({ rows }: { rows: FunnelRow[] }) {
  const chart = useChart<BarListData>({
    data: rows.map((row) => ({ name: row.name, value: row.reached })),
    series: [{ name: 'name', color: 'blue.muted' }],
  });
  return (
    <>
      <BarList.Root chart={chart} aria-hidden="true">
        <BarList.Content>
          <BarList.Bar />
          <BarList.Value />
        </BarList.Content>
      </BarList.Root>
      <DataTable label="Funnel" headers={['Stage', 'Reached', 'Passed through', 'Pass-through']}>
        {rows.map((row) => (
          <Table.Row key={row.stageId}>
            <Table.Cell>{row.name}</Table.Cell>
            <Table.Cell>{row.reached}</Table.Cell>
            <Table.Cell>{row.passedThrough ?? '—'}</Table.Cell>
            <Table.Cell>{percent(row.conversion)}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </>
  );
}
