import { Box, Spinner, Text } from '@chakra-ui/react';

/** A polite, screen-reader-announced loading line ("Loading jobs...", "Loading profile..."). */
export function LoadingText({ children }: { children: string }) {
  return (
    <Box role="status" aria-live="polite" display="flex" alignItems="center" gap="2" py="4">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{children}</Text>
    </Box>
  );
}

/** Red error text announced to screen readers (spec: errors are shown in red). */
export function ErrorText({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <Text role="alert" color="red.600" fontSize="sm">
      {children}
    </Text>
  );
}
