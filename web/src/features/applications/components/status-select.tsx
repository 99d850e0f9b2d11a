import { NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@hr-portal/contract';
import { updateApplicationStatus } from '../api/staff-applications';

interface StatusSelectProps {
  applicationId: string;
  status: ApplicationStatus;
  label: string;
  onChanged: (status: ApplicationStatus) => void;
}

/** Update Status dropdown: any status to any other; shows what the server stored. */
export function StatusSelect({ applicationId, status, label, onChanged }: StatusSelectProps) {
  const [busy, setBusy] = useState(false);

  async function change(next: ApplicationStatus) {
    setBusy(true);
    try {
      onChanged(await updateApplicationStatus(applicationId, next));
    } catch {
      window.alert('Failed to update status');
    } finally {
      setBusy(false);
    }
  }

  return (
    <NativeSelect.Root size="sm" maxW="40" disabled={busy}>
      <NativeSelect.Field
        aria-label={label}
        value={status}
        onChange={(event) => void change(event.target.value as ApplicationStatus)}
      >
        {APPLICATION_STATUSES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
