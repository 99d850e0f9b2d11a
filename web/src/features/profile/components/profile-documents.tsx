import { Box, Button, Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type DocumentDto, MESSAGES } from '@hr-portal/contract';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { ViewLink } from '../../../components/ui/view-link';
import { usePdfUpload } from '../../../lib/use-upload';

/** Profile "Documents": the list with View links and an Upload Document button that uploads a PDF. */
export function ProfileDocuments({ documents, onUploaded }: { documents: DocumentDto[]; onUploaded: () => void }) {
  const { t } = useLingui();
  const upload = usePdfUpload({ success: MESSAGES.uploaded, failure: MESSAGES.uploadFailed }, onUploaded);
  const inputId = useId();

  return (
    <Box as="section" aria-labelledby={`${inputId}-title`} bg="white" p="5" borderWidth="1px" borderRadius="md">
      <Flex justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={`${inputId}-title`}>
          <Trans>Documents</Trans>
        </Heading>
        <Button asChild size="sm" variant="outline" colorPalette="blue" aria-disabled={upload.busy}>
          <label htmlFor={inputId}>
            {upload.busy ? t`Uploading...` : t`Upload Document`}
            <VisuallyHidden>
              <input
                id={inputId}
                type="file"
                accept="application/pdf,.pdf"
                onChange={(event) => void upload.uploadNow(event)}
                disabled={upload.busy}
              />
            </VisuallyHidden>
          </label>
        </Button>
      </Flex>
      <UploadProgress fraction={upload.progress} />
      {documents.length === 0 ? (
        <Text>
          <Trans>No documents uploaded yet.</Trans>
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Profile documents`}>
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
