import { Box, Button, HStack, Table } from '@chakra-ui/react';
import type { DocumentWithOwnerDto } from '@hr-portal/contract';
import { useAllDocuments, useDeleteDocument } from '../../../api/documents';
import { LoadMore } from '../../../components/ui/list-status';
import { PageHeading } from '../../../components/ui/page-heading';
import { DocumentListStatus } from './document-list-status';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { ViewLink } from '../../../components/ui/view-link';
import { messageOf } from '../../../lib/api-client';

/** /admin/documents: every uploaded document with its owner; view or delete; loads more on demand. */
export function AdminDocumentsPage() {
  const { items: documents, nextCursor, loading, error, loadMore } = useAllDocuments();
  const deleteDocument = useDeleteDocument();

  async function onDelete(document: DocumentWithOwnerDto) {
    if (!window.confirm('Are you sure?')) return;
    try {
      await deleteDocument.mutateAsync(document._id);
    } catch (caught) {
      window.alert(messageOf(caught, 'Delete failed'));
    }
  }

  return (
    <>
      <PageHeading backTo="/admin">Document Management</PageHeading>
      <DocumentListStatus loading={loading} error={error} count={documents.length}>
        <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="All documents">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>File</Table.ColumnHeader>
                <Table.ColumnHeader>Owner</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Size</Table.ColumnHeader>
                <Table.ColumnHeader>Uploaded</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {documents.map((document) => (
                <Table.Row key={document._id}>
                  <Table.Cell wordBreak="break-word">{document.fileName}</Table.Cell>
                  <Table.Cell>
                    {document.owner ? `${document.owner.name} (${document.owner.email})` : 'Deleted user'}
                  </Table.Cell>
                  <Table.Cell>{document.owner?.role ?? '-'}</Table.Cell>
                  <Table.Cell>{formatBytes(document.size)}</Table.Cell>
                  <Table.Cell>{formatDateTime(document.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="3">
                      <ViewLink path={document.filePath} name={document.fileName} />
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => void onDelete(document)}
                        aria-label={`Delete ${document.fileName}`}
                      >
                        Delete
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </DocumentListStatus>
      <LoadMore nextCursor={nextCursor} loading={loading} onLoadMore={loadMore} />
    </>
  );
}
