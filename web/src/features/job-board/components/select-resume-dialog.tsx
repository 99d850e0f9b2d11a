import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { Modal } from '../../../components/ui/modal';
import { useEffect, useState } from 'react';
import { APPLICATION_MESSAGES, type CandidateJobDto, MESSAGES } from '@hr-portal/contract';
import { useDocumentsChanged, useMyDocuments } from '../../../api/documents';
import { ResumeUpload } from './resume-upload';
import { LoadMore } from '../../../components/ui/list-status';
import { LoadingText } from '../../../components/ui/status-text';

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

interface SelectResumeDialogProps {
  job: CandidateJobDto | null;
  onCancel: () => void;
  /** Called with the chosen resume's filePath and the talent-pool choice; resolves when the attempt is over. */
  onApply: (job: CandidateJobDto, resumeUrl: string, talentPool: boolean) => Promise<void>;
}

/** "Select Resume": the caller's documents as radio choices; Apply stays disabled until one is chosen. */
export function SelectResumeDialog({ job, onCancel, onApply }: SelectResumeDialogProps) {
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

  // Spec §8: a failure to fetch documents in the apply modal is only logged.
  useEffect(() => {
    if (list.error) console.error(MESSAGES.fetchDocumentsFailed, list.error);
  }, [list.error]);
  useEffect(
    () => () => {
      setChosenId(null);
      setUploaded(null);
      setTalentPool(false);
    },
    [job],
  );

  async function apply() {
    if (!job || !chosen) return window.alert(APPLICATION_MESSAGES.selectResume);
    setBusy(true);
    try {
      await onApply(job, chosen, talentPool);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={job !== null}
      onClose={onCancel}
      title="Select Resume"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="blue" onClick={() => void apply()} disabled={!chosen || busy}>
            {busy ? 'Applying...' : 'Apply'}
          </Button>
        </>
      }
    >
      {job && (
        <Text fontSize="sm" color="gray.600" mb="3">
          Applying to {job.title}
        </Text>
      )}
      {documents.length === 0 && list.loading ? (
        <LoadingText>Loading documents...</LoadingText>
      ) : documents.length === 0 ? (
        <Text>No documents uploaded yet</Text>
      ) : (
        <Box as="fieldset" maxH="15rem" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
          <Box as="legend" srOnly>
            Resume
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
        <Text fontSize="sm">Keep me in mind for future roles (you can withdraw this on your profile)</Text>
      </Box>
      <Text fontSize="sm" color="gray.600" mt="2">
        How we use what you send us:{' '}
        <Link href="/privacy" target="_blank" rel="noopener" color="blue.700">
          privacy notice
        </Link>
      </Text>
    </Modal>
  );
}
