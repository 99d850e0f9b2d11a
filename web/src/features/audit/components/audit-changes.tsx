import { Text } from '@chakra-ui/react';
import type { AuditEntryDto } from '@hr-portal/contract';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Before and after, one line per field ("salary: 50000 → 60000"); rendered as text, never as markup. */
export function AuditChanges({ entry }: { entry: AuditEntryDto }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <Text color="gray.500">—</Text>;
  return (
    <>
      {fields.map((field) => (
        <Text key={field} fontSize="sm" wordBreak="break-word">
          {field}: {entry.before ? show(entry.before[field]) : '—'} → {entry.after ? show(entry.after[field]) : '—'}
        </Text>
      ))}
    </>
  );
}
