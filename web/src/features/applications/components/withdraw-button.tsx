import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, type MyApplicationDto } from '@hr-portal/contract';
import { useWithdraw } from '../../../api/pipeline';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

/** Withdraw an open application (one that is neither decided nor withdrawn). */
export function WithdrawButton({ application }: { application: MyApplicationDto }) {
  const { t } = useLingui();
  const withdraw = useWithdraw();
  if (application.withdrawn || application.status === 'rejected' || application.status === 'selected') return null;
  const title = application.job.title || t`Job Title`;

  async function confirmAndWithdraw() {
    if (!window.confirm(t`Withdraw your application to ${title}?`)) return;
    // A failure shows under the button (withdraw.error).
    await withdraw.mutateAsync(application._id).catch(() => undefined);
  }

  return (
    <>
      <Button
        size="xs"
        variant="outline"
        alignSelf="start"
        disabled={withdraw.isPending}
        onClick={() => void confirmAndWithdraw()}
        aria-label={t`Withdraw application to ${title}`}
      >
        <Trans>Withdraw</Trans>
      </Button>
      <ErrorText>{withdraw.error ? messageOf(withdraw.error, MESSAGES.withdrawFailed) : null}</ErrorText>
    </>
  );
}
