import { Box, Button, Code, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';

/** A key or signing secret the server answers once: shown with a way to copy it and a plain warning. */
export function ShownOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Box role="status" borderWidth="2px" borderColor="green.600" borderRadius="md" p="3" bg="green.50">
      <Text fontWeight="semibold">{label}: copy it now, it is not shown again.</Text>
      <Code display="block" my="2" p="2" wordBreak="break-all" whiteSpace="pre-wrap" aria-label={label}>
        {value}
      </Code>
      <Flex gap="2">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          I have stored it
        </Button>
      </Flex>
    </Box>
  );
}
