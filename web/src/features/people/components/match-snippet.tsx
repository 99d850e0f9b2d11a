import { Text } from '@chakra-ui/react';
import type { SearchSnippetDto } from '@hr-portal/contract';

const SOURCE_LABELS: Record<SearchSnippetDto['from'], string> = {
  name: 'Name',
  email: 'E-mail',
  location: 'Location',
  tags: 'Tags',
  resume: 'Resume',
  note: 'Note',
};

/** The passage a result matched in, its matched words marked (<mark> reads as "highlighted" to screen readers). */
export function MatchSnippet({ snippet }: { snippet: SearchSnippetDto }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of [...snippet.highlights].sort(([a], [b]) => a - b)) {
    if (start < at) continue;
    parts.push(snippet.text.slice(at, start), <mark key={start}>{snippet.text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(snippet.text.slice(at));
  const where = snippet.label ? `${SOURCE_LABELS[snippet.from]} (${snippet.label})` : SOURCE_LABELS[snippet.from];
  return (
    <Text fontSize="sm" mt="2">
      <Text as="span" fontWeight="semibold">
        {where}:{' '}
      </Text>
      {parts}
    </Text>
  );
}
