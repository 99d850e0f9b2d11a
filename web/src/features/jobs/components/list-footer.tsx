import { Button, Text } from '@chakra-ui/react';

interface ListFooterProps {
  /** The list's own error (e.g. names that repeat), read out when it appears. */
  message?: string;
  addLabel: string;
  /** The list is at its limit. */
  full: boolean;
  onAdd: () => void;
}

/** Under an editable list of the job form (stages, kit attributes): its error, then the Add button. */
export function ListFooter({ message, addLabel, full, onAdd }: ListFooterProps) {
  return (
    <>
      {message && (
        <Text color="red.700" fontSize="sm" role="alert">
          {message}
        </Text>
      )}
      <Button size="sm" variant="outline" mt="2" disabled={full} onClick={onAdd}>
        {addLabel}
      </Button>
    </>
  );
}
