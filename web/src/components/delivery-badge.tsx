import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { MailEntryDto } from '@hr-portal/contract';

const COLORS = { sent: 'green', pending: 'gray', error: 'red' } as const;

/** How an e-mail's delivery went, coloured by state; the text defaults to the state itself. */
export function DeliveryBadge({ state, children }: { state: MailEntryDto['state']; children?: ReactNode }) {
  return <Badge colorPalette={COLORS[state]}>{children ?? state}</Badge>;
}
