import { Box, Button, HStack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { plainBodyStyles } from './plain-cells';
import { Trans, useLingui } from '@lingui/react/macro';

interface DataTableProps {
  /** The table's accessible name. */
  label?: string;
  headers: string[];
  busy?: boolean;
  /** The rows: Table.Row elements, or plain <tr>/<td> styled by plain-cells.ts (long lists). */
  children: ReactNode;
}

/** A bordered, horizontally scrolling table with a header row: the shape every staff list uses. */
export function DataTable({ label, headers, busy, children }: DataTableProps) {
  return (
    <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="md" aria-busy={busy}>
      <Table.Root size="sm" aria-label={label} css={plainBodyStyles}>
        <Table.Header>
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Box>
  );
}

interface RowButtonProps {
  /** What the button does to which row, for screen readers (e.g. "Delete cv.pdf"). */
  label: string;
  onClick: () => void;
  /** Red, for deleting. */
  danger?: boolean;
  disabled?: boolean;
  size?: 'xs' | 'sm';
  children: ReactNode;
}

/** A small outline button acting on one row (Edit, Delete). */
export function RowButton({ label, onClick, danger, disabled, size = 'xs', children }: RowButtonProps) {
  return (
    <Button
      size={size}
      variant="outline"
      colorPalette={danger ? 'red' : undefined}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      {children}
    </Button>
  );
}

/** The last cell of a row: its buttons and links side by side. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Cell>
      <HStack gap="2">{children}</HStack>
    </Table.Cell>
  );
}

/** "Delete" for one row, named for screen readers ("Delete cv.pdf"). */
export function DeleteButton(props: { name: string; onDelete: () => void; disabled?: boolean; size?: 'xs' | 'sm' }) {
  const { t } = useLingui();
  const name = props.name;
  return (
    <RowButton danger label={t`Delete ${name}`} onClick={props.onDelete} disabled={props.disabled} size={props.size}>
      <Trans>Delete</Trans>
    </RowButton>
  );
}
