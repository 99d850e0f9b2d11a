import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INSIGHTS_DEFAULT_DAYS, INSIGHTS_DEFINITIONS, type InsightsDto } from '@hr-portal/contract';
import { INSIGHTS_FETCH_FAILED, useInsights, type InsightsQuery } from '../../../api/insights';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { FunnelChart } from './funnel-chart';
import { InsightsFilters } from './insights-filters';
import { InsightsSection } from './insights-section';
import { InterviewersTable, OffersTable, ReasonsTable, SourcesTable, TimeToHireTable } from './insights-tables';
import { StageTimeChart } from './stage-time-chart';
import { KnockoutsPanel, SurveyPanel } from './job-screening';
import { ReferralsPanel } from './referrals-panel';

const DAY = 86_400_000;
const isoDay = (millis: number) => new Date(millis).toISOString().slice(0, 10);

/** Today (UTC), read once per visit of the screen. */
const todayUtc = () => Math.floor(Date.now() / DAY) * DAY;

/** The query in the address (so a view can be shared and survives a reload); the last 12 months by default. */
function useQueryInAddress(): [InsightsQuery, (query: InsightsQuery) => void] {
  const [params, setParams] = useSearchParams();
  const [today] = useState(todayUtc);
  const query = {
    jobId: params.get('jobId') ?? '',
    from: params.get('from') ?? isoDay(today - (INSIGHTS_DEFAULT_DAYS - 1) * DAY),
    to: params.get('to') ?? isoDay(today),
  };
  const apply = (next: InsightsQuery) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')), { replace: true });
  return [query, apply];
}

const nothingYet = (insights: InsightsDto) =>
  insights.funnel.every((row) => row.reached === 0) && insights.interviewers.length === 0;

/** /hr/insights and /admin/insights: where candidates drop out, how long stages take, sources, reasons, load. */
export default function InsightsPage({ backTo }: { backTo: string }) {
  const [query, apply] = useQueryInAddress();
  const insights = useInsights(query);
  const data = insights.data;
  return (
    <>
      <PageHeading backTo={backTo}>Insights</PageHeading>
      <InsightsFilters key={JSON.stringify(query)} query={query} onApply={apply} />
      {insights.isPending && <LoadingText>Loading insights...</LoadingText>}
      <ErrorText>{insights.error ? messageOf(insights.error, INSIGHTS_FETCH_FAILED) : null}</ErrorText>
      {data && nothingYet(data) && (
        <Text mb="4" role="status">
          Nothing happened in this range yet: no applications, moves or interviews between {data.from} and {data.to}.
        </Text>
      )}
      {data && (
        <Stack gap="6" aria-busy={insights.isFetching} opacity={insights.isPlaceholderData ? 0.6 : 1}>
          <InsightsSection title="Funnel" help={INSIGHTS_DEFINITIONS.funnel} table="funnel" query={query}>
            <FunnelChart rows={data.funnel} />
          </InsightsSection>
          <InsightsSection
            title="Time in stage"
            help={INSIGHTS_DEFINITIONS.timeInStage}
            table="time-in-stage"
            query={query}
          >
            <StageTimeChart rows={data.timeInStage} />
          </InsightsSection>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <InsightsSection title="Sources" help={INSIGHTS_DEFINITIONS.sources} table="sources" query={query}>
              <SourcesTable rows={data.sources} />
            </InsightsSection>
            <InsightsSection
              title="Rejection reasons"
              help={INSIGHTS_DEFINITIONS.rejectionReasons}
              table="rejection-reasons"
              query={query}
            >
              <ReasonsTable rows={data.rejectionReasons} />
            </InsightsSection>
          </SimpleGrid>
          <InsightsSection
            title="Time to hire and to fill"
            help={`${INSIGHTS_DEFINITIONS.timeToHire} ${INSIGHTS_DEFINITIONS.timeToFill}`}
            table="time-to-hire"
            query={query}
          >
            <TimeToHireTable insights={data} />
          </InsightsSection>
          <InsightsSection title="Offers" help={INSIGHTS_DEFINITIONS.offers} table="offers" query={query}>
            <OffersTable offers={data.offers} />
          </InsightsSection>
          <InsightsSection
            title="Interviewer load"
            help={INSIGHTS_DEFINITIONS.interviewers}
            table="interviewers"
            query={query}
          >
            <InterviewersTable rows={data.interviewers} />
          </InsightsSection>
          <ReferralsPanel />
          {!query.jobId && (
            <Text fontSize="sm" color="gray.600">
              Choose a job to see how many applicants each must-have flags and the diversity survey's counts.
            </Text>
          )}
          {query.jobId && (
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
              <KnockoutsPanel jobId={query.jobId} />
              <SurveyPanel jobId={query.jobId} />
            </SimpleGrid>
          )}
        </Stack>
      )}
    </>
  );
}
