import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { Modal } from '../../../components/ui/modal';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { APPLICATION_MESSAGES, type CandidateJobDto, MESSAGES } from '@hr-portal/contract';
import { translateKnown } from '../../../lib/known-messages';
import '../../../messages/candidate-messages';
import { useDocumentsChanged, useMyDocuments } from '../../../api/documents';
import { ResumeUpload } from './resume-upload';
import { LoadMore } from '../../../components/ui/list-status';
import { LoadingText } from '../../../components/ui/status-text';
import { asText } from '../../../components/ui/as-text';
import type { DraftAnswers } from './questions-step';
import { privacyPath } from '../../../lib/i18n';

/** One resume to choose: the whole row is the radio's label. */
const CHOICE_STYLE = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '2',
  py: '1.5',
  borderRadius: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'gray.50' },
} as const;

// Only jobs that ask questions load the questions step.
const QuestionsStep = lazy(async () => ({ default: (await import('./questions-step')).QuestionsStep }));

/** What was answered per job: kept when the dialog is closed and reopened, dropped once the application is filed. */
const drafts = new Map<string, DraftAnswers>();

interface SelectResumeDialogProps {
  job: CandidateJobDto | null;
  onCancel: () => void;
  /**
   * Called with the chosen resume's filePath, the talent-pool choice and the answers; resolves when the attempt
   * is over, true when the application was filed.
   */
  onApply: (
    job: CandidateJobDto,
    resumeFilePath: string,
    talentPool: boolean,
    answers: Record<string, unknown> | undefined,
  ) => Promise<boolean>;
}

/** "Select Resume": the caller's documents as radio choices; Apply stays disabled until one is chosen. */
export function SelectResumeDialog({ job, onCancel, onApply }: SelectResumeDialogProps) {
  const { t, i18n } = useLingui();
  // The same cached list as My Documents (opening the dialog after that screen fetches nothing), loaded once
  // the dialog opens.
  const list = useMyDocuments(MESSAGES.fetchDocumentsFailed, job !== null);
  const documents = job ? list.items : [];
  // The chosen document by id: its signed filePath is minted again each time the list is read, so a choice
  // kept by path was lost when the list refreshed in a later second (right after an upload).
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ _id: string; filePath: string } | null>(null);
  const chosen =
    documents.find((document) => document._id === chosenId)?.filePath ??
    (uploaded && uploaded._id === chosenId ? uploaded.filePath : null);
  const documentsChanged = useDocumentsChanged();
  const [busy, setBusy] = useState(false);
  const [talentPool, setTalentPool] = useState(false);
  const questions = job?.questions ?? [];
  const [step, setStep] = useState<'resume' | 'questions'>('resume');
  // What was typed for this job: the module's drafts (kept across closing), then this dialog's edits.
  const [edited, setEdited] = useState<{ jobId: string; answers: DraftAnswers } | null>(null);
  const draft = job ? (edited?.jobId === job._id ? edited.answers : (drafts.get(job._id) ?? {})) : {};
  const [problems, setProblems] = useState<Record<string, string>>({});

  // Spec §8: a failure to fetch documents in the apply modal is only logged.
  useEffect(() => {
    if (list.error) console.error(MESSAGES.fetchDocumentsFailed, list.error);
  }, [list.error]);
  useEffect(() => {
    return () => {
      setChosenId(null);
      setUploaded(null);
      setTalentPool(false);
      setStep('resume');
      setProblems({});
    };
  }, [job]);

  function answer(id: string, value: unknown) {
    if (!job) return;
    const next = { ...draft, [id]: value };
    drafts.set(job._id, next);
    setEdited({ jobId: job._id, answers: next });
  }

  /** The answers to send, or null when one has a problem (shown beside its question). */
  async function checkedAnswers(): Promise<Record<string, unknown> | null | undefined> {
    if (questions.length === 0) return undefined;
    const { answerProblems, answerToSend, focusFirstProblem } = await import('./questions-step');
    const found = answerProblems(questions, draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstProblem(questions, found);
      return null;
    }
    return Object.fromEntries(
      questions
        .map((question) => [question.id, answerToSend(question, draft[question.id])] as const)
        .filter(([, value]) => value !== undefined && value !== ''),
    );
  }

  async function apply() {
    if (!job || !chosen) return window.alert(translateKnown(i18n, APPLICATION_MESSAGES.selectResume));
    const answers = await checkedAnswers();
    if (answers === null) return;
    setBusy(true);
    try {
      if (await onApply(job, chosen, talentPool, answers)) drafts.delete(job._id);
    } finally {
      setBusy(false);
    }
  }

  const resumeStep = (
    <>
      {documents.length === 0 && list.loading ? (
        <LoadingText>{t`Loading documents...`}</LoadingText>
      ) : documents.length === 0 ? (
        <Text>
          <Trans>No documents uploaded yet</Trans>
        </Text>
      ) : (
        <Box as="fieldset" maxH="15rem" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
          <Box as="legend" srOnly>
            <Trans>Resume</Trans>
          </Box>
          <Stack gap="1">
            {documents.map((document) => (
              <Box as="label" key={document._id} {...CHOICE_STYLE}>
                <input
                  type="radio"
                  name="resume"
                  value={document.filePath}
                  checked={chosenId === document._id}
                  onChange={() => setChosenId(document._id)}
                />
                <Text wordBreak="break-word">{document.fileName}</Text>
              </Box>
            ))}
          </Stack>
          <LoadMore list={list} />
        </Box>
      )}
      <ResumeUpload
        onUploaded={(document) => {
          documentsChanged();
          setUploaded(document);
          setChosenId(document._id);
        }}
      />
      <Box as="label" display="flex" gap="2" alignItems="flex-start" mt="4">
        <input type="checkbox" checked={talentPool} onChange={(event) => setTalentPool(event.target.checked)} />
        <Text fontSize="sm">
          <Trans>Keep me in mind for future roles (you can withdraw this on your profile)</Trans>
        </Text>
      </Box>
      <Text fontSize="sm" color="gray.600" mt="2">
        <Trans>
          How we use what you send us:{' '}
          <Link href={privacyPath()} target="_blank" rel="noopener" color="blue.700">
            privacy notice
          </Link>
        </Trans>
      </Text>
    </>
  );

  const asking = questions.length > 0 && step === 'questions';
  const next = questions.length > 0 && step === 'resume';

  return (
    <Modal
      open={job !== null}
      onClose={onCancel}
      title={asking ? t`Questions` : t`Select Resume`}
      footer={
        <>
          <Button variant="outline" onClick={asking ? () => setStep('resume') : onCancel} disabled={busy}>
            {asking ? t`Back` : t`Cancel`}
          </Button>
          {next ? (
            <Button colorPalette="blue" onClick={() => setStep('questions')} disabled={!chosen}>
              <Trans>Next: questions</Trans>
            </Button>
          ) : (
            <Button colorPalette="blue" onClick={() => void apply()} disabled={!chosen || busy}>
              {busy ? t`Applying...` : t`Apply`}
            </Button>
          )}
        </>
      }
    >
      {job && (
        <Text fontSize="sm" color="gray.600" mb="3">
          <Trans>Applying to {asText(job.title)}</Trans>
          {questions.length > 0 && ` · ${asking ? t`step 2 of 2` : t`step 1 of 2`}`}
        </Text>
      )}
      {asking ? (
        <Suspense fallback={<LoadingText>{t`Loading the questions...`}</LoadingText>}>
          <QuestionsStep
            questions={questions}
            draft={draft}
            problems={problems}
            documents={documents}
            onChange={answer}
            onUploaded={() => documentsChanged()}
          />
        </Suspense>
      ) : (
        resumeStep
      )}
    </Modal>
  );
}
