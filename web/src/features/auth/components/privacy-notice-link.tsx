import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { privacyPath } from '../../../lib/i18n';

/** The privacy notice in the page's language, opened beside the form so nothing typed is lost. */
export function PrivacyNoticeLink({ children }: { children: ReactNode }) {
  return (
    <Link href={privacyPath()} target="_blank" rel="noopener" color="blue.700">
      {children}
    </Link>
  );
}
