import { NativeSelect } from '@chakra-ui/react';
import { APPLICATION_STATUSES, type ApplicationStatus, MESSAGES } from '@hr-portal/contract';
import { useChangeStatus } from '../../../api/applications';

interface StatusSelectProps {
  applicationId: string;
  status: ApplicationStatus;
  label: string;
}

/** Update Status dropdown: any status to any other; shows what the server stored. */
export function StatusSelect({ applicationId, status, label }: StatusSelectProps) {
  const changeStatus = useChangeStatus();

  function change(next: ApplicationStatus) {
    changeStatus.mutate(
      { id: applicationId, status: next },
      { onError: () => window.alert(MESSAGES.statusUpdateFailed) },
    );
  }

  return (
    <NativeSelect.Root size="sm" maxW="40" disabled={changeStatus.isPending}>
      <NativeSelect.Field
        aria-label={label}
        value={status}
        onChange={(event) => change(event.target.value as ApplicationStatus)}
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
