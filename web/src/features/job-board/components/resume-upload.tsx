import { Box, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type DragEvent } from 'react';
import { DOCUMENT_MESSAGES, MESSAGES, type DocumentDto } from '@hr-portal/contract';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { fileProblem, uploadDocument } from '../../../lib/document-upload';

/**
 * "Upload a PDF" inside the apply step: a file picker that also takes a dropped file, with the checks and
 * messages of Documents (PDF only, size; the server refuses hostile files), progress as it goes, and the new
 * resume handed back when it is stored. Messages stay in the dialog (no alerts over it).
 */
export function ResumeUpload({ onUploaded }: { onUploaded: (document: DocumentDto) => void }) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  async function send(file: File | null | undefined) {
    setError(null);
    setDone(null);
    const problem = fileProblem(file);
    if (problem || !file) return setError(problem ?? DOCUMENT_MESSAGES.noFile);
    setProgress(0);
    try {
      const document = await uploadDocument(file, MESSAGES.uploadFailed, setProgress);
      setDone(t`${document.fileName} uploaded and selected.`);
      onUploaded(document);
    } catch (caught) {
      setError(messageOf(caught, MESSAGES.uploadFailed));
    } finally {
      setProgress(null);
      setInputKey((key) => key + 1);
    }
  }

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (progress === null) void send(event.dataTransfer.files[0]);
  };

  return (
    <Box
      mt="3"
      p="3"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="md"
      borderColor={dragging ? 'blue.500' : 'gray.300'}
      bg={dragging ? 'blue.50' : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <Box as="label" display="block" fontSize="sm" fontWeight="medium">
        <Trans>Upload a PDF (or drop it here)</Trans>
        <input
          key={inputKey}
          type="file"
          accept="application/pdf,.pdf"
          disabled={progress !== null}
          style={{ display: 'block', marginTop: '0.25rem' }}
          onChange={(event) => void send(event.target.files?.[0])}
        />
      </Box>
      <UploadProgress fraction={progress} />
      {done && (
        <Text role="status" color="green.700" fontSize="sm" mt="1">
          {done}
        </Text>
      )}
      <ErrorText>{error}</ErrorText>
    </Box>
  );
}
