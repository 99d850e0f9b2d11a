import { Box, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@hr-portal/contract';
import { PageHeading } from '../../../components/ui/page-heading';
import { DocumentListStatus } from './document-list-status';
import { useDeleteDocument, useDocumentsChanged, useMyDocuments } from '../../../api/documents';
import { LoadMore } from '../../../components/ui/list-status';
import { usePdfUpload } from '../../../lib/use-upload';
import { UploadButton, UploadProgress } from '../../../components/ui/upload-progress';
import { ViewLink } from '../../../components/ui/view-link';
import { DeleteButton } from '../../../components/ui/data-table';
import { messageOf } from '../../../lib/api-client';
import { translateKnown } from '../../../lib/known-messages';
import '../../../messages/candidate-messages';

/** /candidate/documents: upload PDF resumes, view and delete them (Candidate Documents). */
export function CandidateDocumentsPage() {
  const { t, i18n } = useLingui();
  const list = useMyDocuments(MESSAGES.fetchDocumentsFailed);
  const documents = list.items;
  const upload = usePdfUpload({ success: MESSAGES.uploaded, failure: MESSAGES.uploadFailed }, useDocumentsChanged());
  const deleteDocument = useDeleteDocument();

  async function onDelete(id: string) {
    if (!window.confirm(t`Are you sure?`)) return;
    try {
      await deleteDocument.mutateAsync(id);
    } catch (caught) {
      window.alert(translateKnown(i18n, messageOf(caught, MESSAGES.deleteFailed)));
    }
  }

  return (
    <>
      <PageHeading backTo="/candidate">
        <Trans>My Documents</Trans>
      </PageHeading>
      <Stack gap="6">
        <Box
          as="form"
          onSubmit={(event) => void upload.submit(event)}
          bg="white"
          p="4"
          borderWidth="1px"
          borderRadius="md"
        >
          <Stack gap="3">
            <Flex gap="3" align="center" wrap="wrap">
              <Input
                key={upload.inputKey}
                type="file"
                accept="application/pdf,.pdf"
                onChange={upload.pick}
                aria-label={t`PDF file to upload`}
                maxW="sm"
                p="1"
              />
              <UploadButton busy={upload.busy} label={t`Upload PDF`} />
            </Flex>
            <Text fontSize="sm" color="gray.600">
              <Trans>PDF only, up to 10 MB.</Trans>
            </Text>
            <UploadProgress fraction={upload.progress} />
          </Stack>
        </Box>

        <DocumentListStatus list={list}>
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`My documents`}>
            {documents.map((document) => (
              <Flex
                as="li"
                key={document._id}
                align="center"
                justify="space-between"
                gap="4"
                bg="white"
                px="4"
                py="3"
                borderWidth="1px"
                borderRadius="md"
              >
                <Text fontWeight="medium" wordBreak="break-word">
                  {document.fileName}
                </Text>
                <HStack gap="4" flexShrink={0}>
                  <ViewLink path={document.filePath} name={document.fileName} />
                  <DeleteButton size="sm" name={document.fileName} onDelete={() => void onDelete(document._id)} />
                </HStack>
              </Flex>
            ))}
          </Stack>
        </DocumentListStatus>
        <LoadMore list={list} />
      </Stack>
    </>
  );
}
