import { Link } from '@chakra-ui/react';
import type { DocumentDto } from '@hr-portal/contract';
import { apiUrl } from '../../lib/api-client';

/** Opens the PDF in a new tab through its short-lived signed link. */
export function ViewLink({ document }: { document: Pick<DocumentDto, 'filePath' | 'fileName'> }) {
  return (
    <Link
      href={apiUrl(document.filePath)}
      target="_blank"
      rel="noopener noreferrer"
      color="blue.700"
      fontWeight="medium"
      aria-label={`View ${document.fileName} (opens in a new tab)`}
    >
      View
    </Link>
  );
}
