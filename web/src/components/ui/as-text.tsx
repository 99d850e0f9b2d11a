import type { ReactElement } from 'react';

/**
 * Someone's text (a job title hr wrote) for a translated message with markup: as an element, Lingui shows it as
 * written; as a plain value it would be read with the message, so "<0>" or "\u0041" in it would change.
 */
export const asText = (text: string): ReactElement => <>{text}</>;
