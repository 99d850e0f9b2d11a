import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CONSENT_MESSAGES, ERROR_CODES, PRIVACY_MESSAGES, type Consents, type Role } from '@hr-portal/contract';
import { ApiError, messageOf } from '../../../lib/api-client';
import { clearSessionTokens } from '../../../lib/session-tokens';
import { useSession } from '../../../stores/session';
import { deleteMyAccount, downloadMyData, withdrawTalentPool } from '../../../api/my-data';
import { profileKeys } from '../../../api/profile';
import { formatDate } from '../../../lib/format';
import { ActionOutcome } from './action-outcome';
import { translateKnown } from '../../../lib/known-messages';
import { privacyPath } from '../../../lib/i18n';

/** After the account is gone: forget the session here and leave for the public careers site. */
function leaveErasedAccount(): void {
  clearSessionTokens();
  useSession.getState().clearUser();
  window.location.assign('/careers');
}

/**
 * "Your data" (GDPR Art. 15, 17, 20): download a copy of everything kept about you; delete your account. A
 * candidate's account goes at once; an employee's or staff member's deletion is a request HR answers.
 */
export function YourDataCard({ role, consents }: { role: Role; consents?: Consents }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const immediate = role === 'candidate';
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The question appears in place of the button: keyboard and screen-reader users land on its answer.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  async function download() {
    setDownloading(true);
    setError(null);
    try {
      await downloadMyData();
      setNotice(t`Your data was downloaded. We have e-mailed you that it was.`);
    } catch (caught) {
      setError(messageOf(caught, PRIVACY_MESSAGES.downloadFailed));
    } finally {
      setDownloading(false);
    }
  }

  async function withdraw() {
    setError(null);
    try {
      setNotice((await withdrawTalentPool()).message);
      await client.invalidateQueries({ queryKey: profileKeys.all });
    } catch (caught) {
      setError(messageOf(caught, CONSENT_MESSAGES.withdrawFailed));
    }
  }

  async function remove() {
    setDeleting(true);
    setError(null);
    try {
      const filed = await deleteMyAccount();
      if (filed) {
        setNotice(filed.message);
        setConfirming(false);
      } else setDeleted(true);
    } catch (caught) {
      setConfirming(false);
      setError(messageOf(caught, PRIVACY_MESSAGES.deleteFailed));
      setNeedsSignIn(caught instanceof ApiError && caught.code === ERROR_CODES.recentSignInRequired);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Box as="section" bg="white" p="5" borderWidth="1px" borderRadius="md" aria-labelledby="your-data-heading">
      <Heading as="h2" id="your-data-heading" size="md" mb="2">
        <Trans>Your data</Trans>
      </Heading>
      <Stack gap="3" align="flex-start">
        <Text fontSize="sm" color="gray.700">
          <Trans>
            Download a copy of everything HR Portal keeps about you: your profile, applications with their status
            history, documents and the e-mails sent to you.
          </Trans>
        </Text>
        <Button type="button" variant="outline" onClick={() => void download()} loading={downloading}>
          <Trans>Download my data</Trans>
        </Button>
        {consents?.privacyNotice && (
          <Text fontSize="sm" color="gray.700">
            <Trans>
              You signed up under version {consents.privacyNotice.version} of our{' '}
              <Link href={privacyPath()} target="_blank" rel="noopener" color="blue.700">
                privacy notice
              </Link>{' '}
              ({formatDate(consents.privacyNotice.at)}).
            </Trans>
          </Text>
        )}
        {consents?.talentPool && (
          <Flex gap="3" align="center" wrap="wrap">
            <Text fontSize="sm" color="gray.700">
              <Trans>We keep you in mind for future roles until {formatDate(consents.talentPool.expiresAt)}.</Trans>
            </Text>
            <Button type="button" size="sm" variant="outline" onClick={() => void withdraw()}>
              <Trans>Withdraw</Trans>
            </Button>
          </Flex>
        )}
        <Text fontSize="sm" color="gray.700">
          {immediate
            ? t`Delete your account and everything in it. This cannot be undone.`
            : t`Ask for your account to be deleted. Your employer may have to keep some records; HR answers within 30 days.`}
        </Text>
        {deleted ? (
          <Box role="status" bg="green.50" p="3" borderRadius="md" w="full">
            <Text mb="2">{translateKnown(i18n, PRIVACY_MESSAGES.accountDeleted)}</Text>
            <Button size="sm" colorPalette="blue" onClick={leaveErasedAccount}>
              <Trans>Close</Trans>
            </Button>
          </Box>
        ) : confirming ? (
          // Asked in place rather than in a dialog: the profile stays light for every role.
          <Box role="group" aria-labelledby="delete-confirm-text" bg="red.50" p="3" borderRadius="md" w="full">
            <Text id="delete-confirm-text" mb="3">
              {immediate
                ? t`Delete your account? Your profile, documents, applications and the e-mails sent to you are deleted at once, and you cannot sign in again.`
                : t`Ask for your account to be deleted? HR will delete your account and your data; you can keep using the portal until they do.`}
            </Text>
            <Flex gap="2" wrap="wrap">
              <Button size="sm" colorPalette="red" onClick={() => void remove()} loading={deleting} ref={confirmButton}>
                {immediate ? t`Yes, delete my account` : t`Ask for deletion`}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(false)} disabled={deleting}>
                <Trans>Cancel</Trans>
              </Button>
            </Flex>
          </Box>
        ) : (
          <Button type="button" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            <Trans>Delete my account</Trans>
          </Button>
        )}
        <ActionOutcome notice={notice} error={error} needsSignIn={needsSignIn} />
      </Stack>
    </Box>
  );
}
