import { Text } from '@chakra-ui/react';

// Apart from status-text.tsx, which every screen loads: only screens with such actions bring this.
/** Green text announced to screen readers when an action succeeded ("Added to Platform people"). */
export function DoneText({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <Text role="status" color="green.700" fontSize="sm">
      {children}
    </Text>
  );
}
