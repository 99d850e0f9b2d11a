import { Button, Text } from '@chakra-ui/react';
import { ErrorText } from '../../../components/ui/status-text';
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
  return (
    <>
      {notice && (
        <Text role="status" color="green.700" fontSize="sm">
          {notice}
        </Text>
      )}
      <ErrorText>{error}</ErrorText>
      {needsSignIn && (
        <Button type="button" size="sm" variant="outline" onClick={() => endRefusedSession('expired')}>
          Sign in again
        </Button>
      )}
    </>
  );
}
