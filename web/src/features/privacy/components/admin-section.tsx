import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled panel of the privacy screen (the data retention settings, the privacy notice). */
export function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="white" p="5" borderWidth="1px" borderRadius="md" mt="8" aria-labelledby={id}>
      <Heading as="h2" id={id} size="md" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
