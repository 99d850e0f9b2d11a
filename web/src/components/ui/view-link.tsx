import { Link } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { apiUrl } from '../../lib/api-client';

/**
 * Opens a PDF in a new tab through its short-lived signed link (`path`, as the API minted it). `name` says
 * what opens, for screen readers: "View <name> (opens in a new tab)".
 */
export function ViewLink({ path, name }: { path: string; name: string }) {
  return (
    <Link {...viewLinkAttributes(path, name)} color="blue.700" fontWeight="medium">
      <Trans>View</Trans>
    </Link>
  );
}

/** ViewLink's attributes, for a plain <a> in a long table's rows (styled by plain-cells.ts). */
export function viewLinkAttributes(path: string, name: string) {
  return {
    href: apiUrl(path),
    target: '_blank',
    rel: 'noopener noreferrer',
    'aria-label': i18n._(msg`View ${name} (opens in a new tab)`),
  };
}
