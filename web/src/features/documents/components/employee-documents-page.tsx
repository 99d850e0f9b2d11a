import { Box, Card, Flex, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@hr-portal/contract';
import { useId, type FormEvent } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { DocumentListStatus } from './document-list-status';
import { useSession } from '../../../stores/session';
import { useDocumentsChanged, useMyDocuments } from '../../../api/documents';
import { LoadMore } from '../../../components/ui/list-status';
import { usePdfUpload } from '../../../lib/use-upload';
import { UploadButton, UploadProgress } from '../../../components/ui/upload-progress';
import { ViewLink } from '../../../components/ui/view-link';
import '../../../messages/candidate-messages';

/** /employee/documents: upload PDFs and view them as cards; no delete (Employee Documents). */
export function EmployeeDocumentsPage() {
  const { t } = useLingui();
  const userId = useSession((state) => state.user?._id);
  const list = useMyDocuments(MESSAGES.fetchDocumentsFailed);
  const documents = list.items;
  const upload = usePdfUpload(
    { success: MESSAGES.documentUploaded, failure: MESSAGES.documentUploadFailed },
    useDocumentsChanged(),
  );
  const inputId = useId();

  function onUpload(event: FormEvent) {
    if (userId) return void upload.submit(event);
    event.preventDefault();
    window.alert(t`User ID not found. Please log in again.`);
  }

  return (
    <>
      <PageHeading backTo="/employee">
        <Trans>My Documents</Trans>
      </PageHeading>
      <Stack gap="6">
        <Box as="form" onSubmit={onUpload} bg="white" p="4" borderWidth="1px" borderRadius="md">
          <Stack gap="3">
            <Flex gap="3" align="center" wrap="wrap">
              <Box
                asChild
                cursor="pointer"
                px="4"
                py="2"
                borderWidth="2px"
                borderStyle="dashed"
                borderColor="blue.300"
                borderRadius="md"
                color="blue.800"
                bg="blue.50"
                _focusWithin={{ outline: '2px solid', outlineColor: 'blue.500' }}
              >
                <label htmlFor={inputId}>
                  {upload.file ? upload.file.name : t`Choose a PDF file`}
                  <VisuallyHidden>
                    <input
                      key={upload.inputKey}
                      id={inputId}
                      type="file"
                      accept="application/pdf,.pdf"
                      onChange={upload.pick}
                    />
                  </VisuallyHidden>
                </label>
              </Box>
              <UploadButton busy={upload.busy} />
            </Flex>
            <UploadProgress fraction={upload.progress} />
          </Stack>
        </Box>

        <DocumentListStatus list={list}>
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, sm: 2, lg: 3 }}
            gap="4"
            aria-label={t`My documents`}
          >
            {documents.map((document) => (
              <Card.Root as="li" key={document._id}>
                <Card.Body gap="3">
                  <Text fontWeight="medium" wordBreak="break-word">
                    {document.fileName}
                  </Text>
                  <ViewLink path={document.filePath} name={document.fileName} />
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </DocumentListStatus>
        <LoadMore list={list} />
      </Stack>
    </>
  );
}
