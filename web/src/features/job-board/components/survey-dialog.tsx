import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SURVEY_MESSAGES } from '@hr-portal/contract';
import { Modal } from '../../../components/ui/modal';
import { ErrorText } from '../../../components/ui/status-text';
import { useAnswerSurvey, useSurveyOffer } from '../../../api/survey';
import { messageOf } from '../../../lib/api-client';
import { translateKnown } from '../../../lib/known-messages';
import { privacyPath } from '../../../lib/i18n';

/**
 * The voluntary diversity survey, offered once an application is filed: separate from it, clearly optional
 * (Skip is always there), and stored only with the applicant's explicit consent. Nothing shows when admins have
 * not switched it on.
 */
export function SurveyDialog({ applicationId, onDone }: { applicationId: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const offer = useSurveyOffer(applicationId);
  const send = useAnswerSurvey();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  if (!offer.data?.enabled) return null;
  const survey = offer.data;

  async function submit() {
    setError(null);
    if (!consent) return setError(SURVEY_MESSAGES.consentRequired);
    try {
      const answered = await send.mutateAsync({
        applicationId,
        consent: true,
        noticeVersion: survey.noticeVersion,
        answers,
      });
      setThanks(translateKnown(i18n, answered.message));
    } catch (caught) {
      setError(messageOf(caught, t`Your answers could not be saved`));
    }
  }

  return (
    <Modal
      open
      onClose={onDone}
      title={t`An optional survey`}
      footer={
        thanks ? (
          <Button colorPalette="blue" onClick={onDone}>
            <Trans>Close</Trans>
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onDone} disabled={send.isPending}>
              <Trans>Skip</Trans>
            </Button>
            <Button colorPalette="blue" onClick={() => void submit()} disabled={send.isPending}>
              {send.isPending ? t`Sending...` : t`Send my answers`}
            </Button>
          </>
        )
      }
    >
      {thanks ? (
        <Text role="status">{thanks}</Text>
      ) : (
        <Stack gap="4">
          <Text fontSize="sm">
            <Trans>
              Your application is filed. This survey is voluntary and has no effect on it: no one reviewing applications
              can see your answers.
            </Trans>{' '}
            {survey.intro}
          </Text>
          {survey.categories.map((category) => (
            <Box as="fieldset" key={category.id}>
              <Text as="legend" fontWeight="semibold" fontSize="sm" mb="1">
                {category.label}
              </Text>
              <Stack gap="1">
                {category.options.map((option) => (
                  <Box as="label" key={option.id} display="flex" gap="2" alignItems="center">
                    <input
                      type="radio"
                      name={`survey-${category.id}`}
                      checked={answers[category.id] === option.id}
                      onChange={() => setAnswers({ ...answers, [category.id]: option.id })}
                    />
                    {option.label}
                  </Box>
                ))}
              </Stack>
            </Box>
          ))}
          <Box as="label" display="flex" gap="2" alignItems="flex-start">
            <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
            <Text fontSize="sm">
              <Trans>
                I agree that these answers are stored apart from my application and used only in counts of five or more
                people. I can withdraw this on my profile at any time (
                <Link href={privacyPath()} target="_blank" rel="noopener" color="blue.700">
                  privacy notice
                </Link>
                ).
              </Trans>
            </Text>
          </Box>
          <ErrorText>{error}</ErrorText>
        </Stack>
      )}
    </Modal>
  );
}
