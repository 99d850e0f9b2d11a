import { Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useState } from 'react';
import { AUDIT_ACTION_LABELS, ERASED_PERSON } from '@hr-portal/contract';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { formatDateTime } from '../../../lib/format';
import { NO_AUDIT_FILTERS, useAuditLog, type AuditFilters } from '../../../api/audit';
import { AuditChanges } from './audit-changes';
import { DataTable } from '../../../components/ui/data-table';
import { AuditFiltersForm } from './audit-filters-form';

/** /admin/audit: who changed what and when, newest first, filterable, loads more on demand. */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const list = useAuditLog(filters);
  const entries = list.items;

  return (
    <>
      <PageHeading backTo="/admin">Audit Log</PageHeading>
      <AuditFiltersForm onApply={setFilters} />
      <ListStatus
        list={list}
        loadingText="Loading the audit log..."
        empty={<Text>No audit entries match these filters</Text>}
      >
        <DataTable label="Audit log" busy={list.loading} headers={['When', 'Who', 'Action', 'Target', 'Change']}>
          {entries.map((entry) => (
            <Table.Row key={entry._id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.at)}</Table.Cell>
              <Table.Cell>
                {entry.actor.email} ({entry.actor.role})
              </Table.Cell>
              <Table.Cell>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</Table.Cell>
              <Table.Cell wordBreak="break-word">
                {entry.target.type === 'user' && entry.target.label !== ERASED_PERSON ? (
                  <Link asChild color="blue.700">
                    <RouterLink to={`/admin/people/${encodeURIComponent(entry.target.id)}`}>
                      {entry.target.label || entry.target.id}
                    </RouterLink>
                  </Link>
                ) : (
                  entry.target.label || entry.target.id
                )}
              </Table.Cell>
              <Table.Cell>
                <AuditChanges entry={entry} />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </ListStatus>
      <LoadMore list={list} />
    </>
  );
}
