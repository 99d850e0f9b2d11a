import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@hr-portal/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { endRefusedSession, SIGNED_OUT_EVERYWHERE_REASON } from '../../../lib/session-end';
import { ErrorText } from '../../../components/ui/status-text';
import { signOutEverywhere } from '../../../api/profile';
import { PasswordForm } from './password-form';

/**
 * "Sign out everywhere": ends every session of this person (a lost phone, a shared computer), this one too; and
 * "Set a password".
 */
export function SecurityCard() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOutAll() {
    setBusy(true);
    setError(null);
    try {
      await signOutEverywhere();
      endRefusedSession(SIGNED_OUT_EVERYWHERE_REASON);
    } catch (caught) {
      setError(messageOf(caught, MESSAGES.signOutEverywhereFailed));
      setBusy(false);
    }
  }

  return (
    <Box as="section" bg="white" p="5" borderWidth="1px" borderRadius="md" aria-labelledby="security-heading">
      <Heading as="h2" id="security-heading" size="md" mb="2">
        <Trans>Security</Trans>
      </Heading>
      <Stack gap="3" align="flex-start">
        <Text fontSize="sm" color="gray.700">
          <Trans>
            Signed in on a device you no longer use? End every session, on every device, including this one.
          </Trans>
        </Text>
        <Button type="button" variant="outline" colorPalette="red" onClick={() => void signOutAll()} disabled={busy}>
          {busy ? t`Signing out...` : t`Sign out everywhere`}
        </Button>
        <ErrorText>{error}</ErrorText>
        <PasswordForm />
      </Stack>
    </Box>
  );
}
