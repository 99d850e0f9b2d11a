import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { requestSignInLink } from '../../../api/auth';

/**
 * Shown while an account's sign-in attempts are spent: its owner, who can read its mail, signs in by a link
 * instead, so a stranger's wrong guesses never lock them out.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });

  async function send() {
    setState({ busy: true, message: null });
    try {
      setState({ busy: false, message: await requestSignInLink(email) });
    } catch (caught) {
      setState({ busy: false, message: messageOf(caught, 'The link could not be sent') });
    }
  }

  return state.message ? (
    <Text role="status" fontSize="sm">
      {state.message}
    </Text>
  ) : (
    <Button type="button" variant="outline" onClick={() => void send()} disabled={state.busy || !email}>
      {state.busy ? 'Sending...' : 'E-mail me a sign-in link'}
    </Button>
  );
}
