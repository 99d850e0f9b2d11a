import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MESSAGES } from '@hr-portal/contract';
import { messageOf } from '../../../lib/api-client';
import { requestSignInLink } from '../../../api/auth';
import { translateKnown } from '../../../lib/known-messages';

/**
 * Shown while an account's sign-in attempts are spent: its owner, who can read its mail, signs in by a link
 * instead, so a stranger's wrong guesses never lock them out. `null`: not asked yet; '': sending.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const { i18n } = useLingui();
  const [answer, setAnswer] = useState<string | null>(null);
  const send = () => {
    setAnswer('');
    requestSignInLink(email).then(setAnswer, (caught: unknown) =>
      setAnswer(messageOf(caught, MESSAGES.operationFailed)),
    );
  };
  return answer ? (
    <Text role="status" fontSize="sm">
      {translateKnown(i18n, answer)}
    </Text>
  ) : (
    <Button type="button" variant="outline" onClick={send} disabled={answer === '' || !email}>
      <Trans>E-mail me a sign-in link</Trans>
    </Button>
  );
}
