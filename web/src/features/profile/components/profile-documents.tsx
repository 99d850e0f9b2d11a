import { Box, Button, Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ChangeEvent } from 'react';
import type { DocumentDto } from '@hr-portal/contract';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { ViewLink } from '../../../components/ui/view-link';
import { fileProblem } from '../../../lib/document-upload';
import { useUpload } from '../../../lib/use-upload';
import { messageOf } from '../../../lib/api-client';

/** Profile "Documents": the list with View links and an Upload Document button that uploads a PDF. */
export function ProfileDocuments({ documents, onUploaded }: { documents: DocumentDto[]; onUploaded: () => void }) {
  const { upload, busy, progress } = useUpload('Upload failed');
  const inputId = useId();

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    const problem = fileProblem(file);
    if (problem || !file) return window.alert(problem);
    try {
      await upload(file);
      window.alert('Uploaded successfully ✅');
      onUploaded();
    } catch (caught) {
      window.alert(messageOf(caught, 'Upload failed'));
    }
  }

  return (
    <Box as="section" aria-labelledby={`${inputId}-title`} bg="white" p="5" borderWidth="1px" borderRadius="md">
      <Flex justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={`${inputId}-title`}>
          Documents
        </Heading>
        <Button asChild size="sm" variant="outline" colorPalette="blue" aria-disabled={busy}>
          <label htmlFor={inputId}>
            {busy ? 'Uploading...' : 'Upload Document'}
            <VisuallyHidden>
              <input id={inputId} type="file" accept="application/pdf,.pdf" onChange={onPick} disabled={busy} />
            </VisuallyHidden>
          </label>
        </Button>
      </Flex>
      <UploadProgress fraction={progress} />
      {documents.length === 0 ? (
        <Text>No documents uploaded yet.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Profile documents">
          {documents.map((document) => (
            <Flex as="li" key={document._id} justify="space-between" gap="3">
              <Text wordBreak="break-word">{document.fileName}</Text>
              <ViewLink path={document.filePath} name={document.fileName} />
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
