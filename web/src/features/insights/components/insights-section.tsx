import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { InsightsTable } from '@hr-portal/contract';
import { downloadInsightsTable, INSIGHTS_DOWNLOAD_FAILED, type InsightsQuery } from '../../../api/insights';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

interface InsightsSectionProps {
  title: string;
  /** The definition of the numbers (contract INSIGHTS_DEFINITIONS), shown under the heading. */
  help: string;
  table: InsightsTable;
  query: InsightsQuery;
  children: ReactNode;
}

/** One table of the insights: its heading, what it counts, its chart or table, and "Download CSV". */
export function InsightsSection({ title, help, table, query, children }: InsightsSectionProps) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `insights-${table}`;

  async function download() {
    setDownloading(true);
    setError(null);
    try {
      await downloadInsightsTable(table, query);
    } catch (caught) {
      setError(messageOf(caught, INSIGHTS_DOWNLOAD_FAILED));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        <Button
          size="xs"
          variant="outline"
          onClick={download}
          disabled={downloading}
          aria-label={`Download CSV: ${title}`}
        >
          {downloading ? 'Downloading...' : 'Download CSV'}
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {help}
      </Text>
      {children}
      <ErrorText>{error}</ErrorText>
    </Stack>
  );
}
