import { Button, Field, NativeSelect, Text } from '@chakra-ui/react';
import { Modal } from '../../../components/ui/modal';
import { useState } from 'react';
import { useRejectionReasons } from '../../../api/pipeline';

interface ReasonDialogProps {
  /** How many applications are being rejected; null when the dialog is closed. */
  count: number | null;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Rejecting asks why, from the admins' list of reasons; the move is recorded with it. */
export function ReasonDialog({ count, onCancel, onReject }: ReasonDialogProps) {
  const reasons = useRejectionReasons();
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={count !== null}
      onClose={onCancel}
      title={<>Reject {count === 1 ? 'application' : `${count} applications`}</>}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button colorPalette="red" disabled={!reason} onClick={() => onReject(reason)}>
            Reject
          </Button>
        </>
      }
    >
      <Field.Root required>
        <Field.Label>Reason</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={reason} onChange={(event) => setReason(event.target.value)}>
            <option value="">Choose a reason</option>
            {(reasons.data ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {reasons.error && <Text color="red.700">Reasons could not be loaded</Text>}
    </Modal>
  );
}
