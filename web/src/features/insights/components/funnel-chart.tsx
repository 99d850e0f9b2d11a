import { Table } from '@chakra-ui/react';
import type { FunnelRow } from '@hr-portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { Bars } from './bars';
import { percent } from './numbers';

/** The funnel as bars (stage by stage, widest first) and, for screen readers and exact figures, a table. */
export function FunnelChart({ rows }: { rows: FunnelRow[] }) {
  return (
    <>
      <Bars data={rows.map((row) => ({ name: row.name, value: row.reached }))} color="blue.muted" />
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
