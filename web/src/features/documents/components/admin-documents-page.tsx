import { Table } from '@chakra-ui/react';
import { type DocumentWithOwnerDto, MESSAGES } from '@hr-portal/contract';
import { useAllDocuments, useDeleteDocument } from '../../../api/documents';
import { LoadMore } from '../../../components/ui/list-status';
import { PageHeading } from '../../../components/ui/page-heading';
import { DocumentListStatus } from './document-list-status';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { ViewLink } from '../../../components/ui/view-link';
import { ActionsCell, DataTable, DeleteButton } from '../../../components/ui/data-table';
import { messageOf } from '../../../lib/api-client';

/** /admin/documents: every uploaded document with its owner; view or delete; loads more on demand. */
export function AdminDocumentsPage() {
  const list = useAllDocuments();
  const documents = list.items;
  const deleteDocument = useDeleteDocument();

  async function onDelete(document: DocumentWithOwnerDto) {
    if (!window.confirm('Are you sure?')) return;
    try {
      await deleteDocument.mutateAsync(document._id);
    } catch (caught) {
      window.alert(messageOf(caught, MESSAGES.deleteFailed));
    }
  }

  return (
    <>
      <PageHeading backTo="/admin">Document Management</PageHeading>
      <DocumentListStatus list={list}>
        <DataTable label="All documents" headers={['File', 'Owner', 'Role', 'Size', 'Uploaded', 'Actions']}>
          {documents.map((document) => (
            <Table.Row key={document._id}>
              <Table.Cell wordBreak="break-word">{document.fileName}</Table.Cell>
              <Table.Cell>
                {document.owner ? `${document.owner.name} (${document.owner.email})` : 'Deleted user'}
              </Table.Cell>
              <Table.Cell>{document.owner?.role ?? '-'}</Table.Cell>
              <Table.Cell>{formatBytes(document.size)}</Table.Cell>
              <Table.Cell>{formatDateTime(document.createdAt)}</Table.Cell>
              <ActionsCell>
                <ViewLink path={document.filePath} name={document.fileName} />
                <DeleteButton name={document.fileName} onDelete={() => void onDelete(document)} />
              </ActionsCell>
            </Table.Row>
          ))}
        </DataTable>
      </DocumentListStatus>
      <LoadMore list={list} />
    </>
  );
}
