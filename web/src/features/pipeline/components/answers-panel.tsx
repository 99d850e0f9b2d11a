import { Box, Heading, Text } from '@chakra-ui/react';
import { QUESTION_MESSAGES, type ApplicationDto, type StaffReferralDto } from '@hr-portal/contract';
import { ViewLink } from '../../../components/ui/view-link';

/**
 * The answers to the job's questions, worded as they were asked, with the must-haves they miss first. A flag is
 * for a person to look at: nothing rejects or moves anyone because of it.
 */
export function AnswersPanel({ application }: { application: ApplicationDto }) {
  const { answers = [], flags = [], referral = null } = application;
  if (answers.length === 0 && flags.length === 0 && !referral) return null;
  return (
    <Box as="section" aria-label="Answers">
      {referral && <ReferralFacts referral={referral} />}
      {(answers.length > 0 || flags.length > 0) && (
        <Heading as="h3" size="sm" mb="2">
          Answers
        </Heading>
      )}
      {flags.map((flag) => (
        <Text key={flag.questionId} fontSize="sm" color="red.700" mb="1">
          {QUESTION_MESSAGES.doesNotMeet}: {flag.label} (answered: {flag.answer})
        </Text>
      ))}
      <Box as="dl" fontSize="sm">
        {answers.map((answer) => (
          <Box key={answer.questionId} mb="2">
            <Text as="dt" fontWeight="medium">
              {answer.label}
            </Text>
            <Text as="dd" whiteSpace="pre-wrap" wordBreak="break-word">
              {answer.text} {answer.fileUrl && <ViewLink path={answer.fileUrl} name={answer.text} />}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Who referred the person (an employee), how they know them and their note for hr. */
function ReferralFacts({ referral }: { referral: StaffReferralDto }) {
  return (
    <Box mb="3" fontSize="sm">
      <Heading as="h3" size="sm" mb="1">
        Referral
      </Heading>
      <Text>
        Referred by {referral.byName || 'a former employee'}
        {referral.relationship && ` (${referral.relationship})`}
      </Text>
      {referral.note && (
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          Note: {referral.note}
        </Text>
      )}
    </Box>
  );
}
