import { APPLICATION_STATUSES, type ApplicationStatus, MESSAGES } from '@hr-portal/contract';
import { useChangeStatus } from '../../../api/applications';

interface StatusSelectProps {
  applicationId: string;
  status: ApplicationStatus;
  label: string;
}

/**
 * Update Status dropdown: any status to any other; shows what the server stored. A plain <select>, styled by
 * the table it sits in (plain-cells.ts): one is drawn per application row.
 */
export function StatusSelect({ applicationId, status, label }: StatusSelectProps) {
  const changeStatus = useChangeStatus();

  function change(next: ApplicationStatus) {
    changeStatus.mutate(
      { id: applicationId, status: next },
      { onError: () => window.alert(MESSAGES.statusUpdateFailed) },
    );
  }

  return (
    <select
      aria-label={label}
      value={status}
      disabled={changeStatus.isPending}
      onChange={(event) => change(event.target.value as ApplicationStatus)}
    >
      {APPLICATION_STATUSES.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
