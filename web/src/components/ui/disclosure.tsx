import { Box, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

const Details = chakra('details');

/**
 * A native `<details>` whose content is mounted only while it is open, so what the content fetches is asked for
 * when someone opens it (lists carry one per row, and most stay closed). The open state is read from the element on
 * each `toggle` event, never flipped: a flipped flag drifts out of step when events come in quick succession. It is
 * read from currentTarget: React hands a nested `<details>`' toggle up to this one too.
 */
export function Disclosure({
  summary,
  children,
  ...details
}: { summary: ReactNode; children: ReactNode } & HTMLChakraProps<'details'>) {
  const [open, setOpen] = useState(false);
  return (
    <Details fontSize="sm" {...details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <Box as="summary" cursor="pointer" color="blue.700">
        {summary}
      </Box>
      {open && children}
    </Details>
  );
}
