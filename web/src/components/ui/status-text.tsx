import { Box, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { translateKnown } from '../../lib/known-messages';

/** A polite, screen-reader-announced loading line ("Loading jobs...", "Loading profile..."). */
export function LoadingText({ children }: { children: string }) {
  return (
    <Box role="status" aria-live="polite" display="flex" alignItems="center" gap="2" py="4">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{children}</Text>
    </Box>
  );
}

/**
 * Red error text announced to screen readers (spec: errors are shown in red). A text the portal knows (the API's,
 * a form's) shows in the screen's language.
 */
export function ErrorText({ children }: { children: string | null | undefined }) {
  const { i18n } = useLingui();
  if (!children) return null;
  return (
    <Text role="alert" color="red.600" fontSize="sm">
      {translateKnown(i18n, children)}
    </Text>
  );
}
