import { Box, Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page of its own with one card in the middle (the pages e-mailed links open), headed by its title. */
export function CenteredCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="gray.50" p="4">
      <Card.Root w="full" maxW="md">
        <Card.Header>
          <Heading as="h1" size="xl" textAlign="center">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Box>
  );
}
