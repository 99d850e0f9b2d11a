import { Box, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type DragEvent } from 'react';
import { MESSAGES, type DocumentDto } from '@hr-portal/contract';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { ErrorText } from '../../../components/ui/status-text';
import { usePdfUpload, type UploadNotice } from '../../../lib/use-upload';

/**
 * "Upload a PDF" inside the apply step: a file picker that also takes a dropped file, with the checks and
 * messages of Documents (PDF only, size; the server refuses hostile files), progress as it goes, and the new
 * resume handed back when it is stored. Messages stay in the dialog (no alerts over it).
 */
export function ResumeUpload({ onUploaded }: { onUploaded: (document: DocumentDto) => void }) {
  const { t } = useLingui();
  const [notice, setNotice] = useState<UploadNotice | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = usePdfUpload(
    { success: (document) => t`${document.fileName} uploaded and selected.`, failure: MESSAGES.uploadFailed },
    onUploaded,
    setNotice,
  );

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (upload.busy) return;
    setNotice(null);
    void upload.upload(event.dataTransfer.files[0]);
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
          key={upload.inputKey}
          type="file"
          accept="application/pdf,.pdf"
          disabled={upload.busy}
          style={{ display: 'block', marginTop: '0.25rem' }}
          onChange={(event) => {
            setNotice(null);
            void upload.uploadNow(event);
          }}
        />
      </Box>
      <UploadProgress fraction={upload.progress} />
      {notice?.kind === 'success' && (
        <Text role="status" color="green.700" fontSize="sm" mt="1">
          {notice.text}
        </Text>
      )}
      <ErrorText>{notice?.kind === 'error' ? notice.text : null}</ErrorText>
    </Box>
  );
}
