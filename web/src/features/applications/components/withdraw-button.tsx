import { Button } from '@chakra-ui/react';
import { MESSAGES, type MyApplicationDto } from '@hr-portal/contract';
import { useWithdraw } from '../../../api/pipeline';
import { messageOf } from '../../../lib/api-client';

/** Withdraw an open application (one that is neither decided nor withdrawn). */
export function WithdrawButton({ application }: { application: MyApplicationDto }) {
  const withdraw = useWithdraw();
  if (application.withdrawn || application.status === 'rejected' || application.status === 'selected') return null;
  const title = application.job.title || 'Job Title';

  async function confirmAndWithdraw() {
    if (!window.confirm(`Withdraw your application to ${title}?`)) return;
    try {
      await withdraw.mutateAsync(application._id);
    } catch (error) {
      window.alert(messageOf(error, MESSAGES.withdrawFailed));
    }
  }

  return (
    <Button
      size="xs"
      variant="outline"
      alignSelf="start"
      disabled={withdraw.isPending}
      onClick={() => void confirmAndWithdraw()}
      aria-label={`Withdraw application to ${title}`}
    >
      Withdraw
    </Button>
  );
}
