import { Box, type BoxProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

/**
 * A native `<details>` whose content is mounted only while it is open, so what the content fetches is asked for
 * when someone opens it (lists carry one per row, and most stay closed). The open state is read from the element on
 * each `toggle` event, never flipped: a flipped flag drifts out of step when events come in quick succession. It is
 * read from currentTarget: React hands a nested `<details>`' toggle up to this one too.
 */
export function Disclosure({ summary, children, ...box }: { summary: ReactNode; children: ReactNode } & BoxProps) {
  const [open, setOpen] = useState(false);
  return (
    <Box
      as="details"
      fontSize="sm"
      {...box}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <Box as="summary" cursor="pointer" color="blue.700">
        {summary}
      </Box>
      {open && children}
    </Box>
  );
}
