import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useMySurvey, useWithdrawSurvey } from '../../../api/survey';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { translateKnown } from '../../../lib/known-messages';

/**
 * "Diversity survey": the voluntary answers one gave after applying, and the withdrawal of the consent (every
 * answer is deleted at once). Shown only to someone who answered.
 */
export default function SurveyCard() {
  const { t, i18n } = useLingui();
  const mine = useMySurvey();
  const withdraw = useWithdrawSurvey();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!notice && !mine.data?.length) return null;

  async function withdrawAll() {
    setError(null);
    try {
      setNotice(translateKnown(i18n, (await withdraw.mutateAsync()).message));
    } catch (caught) {
      setError(messageOf(caught, t`Your answers could not be deleted`));
    }
  }

  return (
    <Box as="section" bg="white" p="5" borderWidth="1px" borderRadius="md" aria-labelledby="survey-card-heading">
      <Heading as="h2" id="survey-card-heading" size="md" mb="2">
        <Trans>Diversity survey</Trans>
      </Heading>
      {notice ? (
        <Text role="status">{notice}</Text>
      ) : (
        <Stack gap="3">
          <Text fontSize="sm">
            <Trans>
              You answered our voluntary survey. No one reviewing applications sees these answers; they are counted only
              in groups of five or more.
            </Trans>
          </Text>
          {mine.data?.map((response) => (
            <Box key={response.applicationId} fontSize="sm">
              <Text fontWeight="medium">
                {response.jobTitle} · {formatDate(response.givenAt)}
              </Text>
              <Text>{response.answers.map((answer) => `${answer.category}: ${answer.answer}`).join(' · ')}</Text>
            </Box>
          ))}
          <Box>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => void withdrawAll()}
              disabled={withdraw.isPending}
            >
              <Trans>Withdraw my consent and delete my answers</Trans>
            </Button>
          </Box>
          <ErrorText>{error}</ErrorText>
        </Stack>
      )}
    </Box>
  );
}
