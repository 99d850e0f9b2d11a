import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorText } from '../../../components/ui/status-text';
import { translateKnown } from '../../../lib/known-messages';
import { endRefusedSession } from '../../../lib/session-end';

/**
 * What became of a profile action: its confirmation, or its error, and "Sign in again" when the server asked for a
 * recent sign-in (changing the address, deleting the account).
 */
export function ActionOutcome({
  notice,
  error,
  needsSignIn,
}: {
  notice: string | null;
  error: string | null;
  needsSignIn: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <>
      {notice && (
        <Text role="status" color="green.700" fontSize="sm">
          {translateKnown(i18n, notice)}
        </Text>
      )}
      <ErrorText>{error}</ErrorText>
      {needsSignIn && (
        <Button type="button" size="sm" variant="outline" onClick={() => endRefusedSession('expired')}>
          <Trans>Sign in again</Trans>
        </Button>
      )}
    </>
  );
}
