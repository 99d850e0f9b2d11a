import { Box, Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { DOCUMENT_MESSAGES } from '@hr-portal/contract';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus } from '../../../components/ui/list-status';
import { deleteDocument } from '../api/delete-document';
import { useMyDocuments } from '../api/my-documents';
import { fileProblem } from '../../../lib/document-upload';
import { useUpload } from '../../../lib/use-upload';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { ViewLink } from '../../../components/ui/view-link';
import { messageOf } from '../../../lib/api-client';

/** /candidate/documents: upload PDF resumes, view and delete them (spec §2 Candidate Documents). */
export function CandidateDocumentsPage() {
  const { documents, loading, error, reload } = useMyDocuments('Failed to fetch documents');
  const { upload, busy, progress } = useUpload('Upload failed');
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    if (picked && fileProblem(picked)) {
      window.alert(fileProblem(picked));
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(picked);
  }

  async function onUpload(event: FormEvent) {
    event.preventDefault();
    const problem = fileProblem(file);
    if (problem || !file) return window.alert(problem ?? DOCUMENT_MESSAGES.noFile);
    try {
      await upload(file);
      window.alert('Uploaded successfully ✅');
      setFile(null);
      if (input.current) input.current.value = '';
      reload();
    } catch (caught) {
      window.alert(messageOf(caught, 'Upload failed'));
    }
  }

  async function onDelete(id: string) {
    if (!window.confirm('Are you sure?')) return;
    try {
      await deleteDocument(id);
      reload();
    } catch (caught) {
      window.alert(messageOf(caught, 'Delete failed'));
    }
  }

  return (
    <>
      <PageHeading backTo="/candidate">My Documents</PageHeading>
      <Stack gap="6">
        <Box as="form" onSubmit={onUpload} bg="white" p="4" borderWidth="1px" borderRadius="md">
          <Stack gap="3">
            <Flex gap="3" align="center" wrap="wrap">
              <Input
                ref={input}
                type="file"
                accept="application/pdf,.pdf"
                onChange={onPick}
                aria-label="PDF file to upload"
                maxW="sm"
                p="1"
              />
              <Button type="submit" colorPalette="blue" disabled={busy}>
                {busy ? 'Uploading...' : 'Upload PDF'}
              </Button>
            </Flex>
            <Text fontSize="sm" color="gray.600">
              PDF only, up to 10 MB.
            </Text>
            <UploadProgress fraction={progress} />
          </Stack>
        </Box>

        <ListStatus
          loading={loading}
          error={error}
          count={documents.length}
          loadingText="Loading documents..."
          empty={<Text>No documents uploaded yet</Text>}
        >
          <Stack as="ul" gap="2" listStyleType="none" aria-label="My documents">
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
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => void onDelete(document._id)}
                    aria-label={`Delete ${document.fileName}`}
                  >
                    Delete
                  </Button>
                </HStack>
              </Flex>
            ))}
          </Stack>
        </ListStatus>
      </Stack>
    </>
  );
}
