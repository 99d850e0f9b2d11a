import { Box, Button, Field, HStack, Link, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { downloadPlansCsv, useOnboardingPlans, useRunDigest, type PlanStatus } from '../../../api/onboarding';
import { DataTable } from '../../../components/ui/data-table';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { usesEmulators } from '../../../lib/environment';
import { formatDate } from '../../../lib/format';

const STATUSES: Record<PlanStatus, string> = { open: 'Still open', completed: 'Complete', all: 'All plans' };

/** /{hr,admin}/onboarding: every new hire's plan: start date, progress and what is overdue; filtered, as CSV. */
export function PlansPage({ base }: { base: string }) {
  const [status, setStatus] = useState<PlanStatus>('open');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const list = useOnboardingPlans(status);
  const digest = useRunDigest();
  return (
    <>
      <PageHeading backTo={base}>Onboarding</PageHeading>
      <HStack gap="4" mb="4" wrap="wrap">
        <Link asChild color="blue.700">
          <RouterLink to={`${base}/onboarding/templates`}>Onboarding templates</RouterLink>
        </Link>
        <Link asChild color="blue.700">
          <RouterLink to={`${base}/onboarding/policies`}>Policies to sign</RouterLink>
        </Link>
        <Link asChild color="blue.700">
          <RouterLink to={`${base}/onboarding/my`}>My onboarding tasks</RouterLink>
        </Link>
      </HStack>
      <HStack gap="3" mb="4" align="end" wrap="wrap">
        <Field.Root maxW="48">
          <Field.Label>Show</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={status} onChange={(event) => setStatus(event.target.value as PlanStatus)}>
              {(Object.keys(STATUSES) as PlanStatus[]).map((each) => (
                <option key={each} value={each}>
                  {STATUSES[each]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setDownloadError(null);
            downloadPlansCsv(status).catch((caught: unknown) =>
              setDownloadError(messageOf(caught, 'The plans could not be downloaded')),
            );
          }}
        >
          Download CSV
        </Button>
        {usesEmulators && (
          <Button size="sm" variant="outline" loading={digest.isPending} onClick={() => digest.mutate()}>
            Send today's digest now
          </Button>
        )}
      </HStack>
      <ErrorText>{downloadError}</ErrorText>
      <ErrorText>{digest.error ? messageOf(digest.error, 'The digest could not be sent') : null}</ErrorText>
      {digest.data && (
        <Text role="status" mb="4">
          Digest for {formatDate(`${digest.data.day}T12:00:00Z`)}: {digest.data.tasks} tasks due or overdue,{' '}
          {digest.data.queued} e-mails sent.
        </Text>
      )}
      <ListStatus
        list={list}
        loadingText="Loading plans..."
        empty={<Text>No onboarding plans here: they start with a hire.</Text>}
      >
        <DataTable label="Onboarding plans" headers={['New hire', 'Job', 'Starts', 'Progress', 'Overdue']}>
          {list.items.map((plan) => (
            <Table.Row key={plan._id}>
              <Table.Cell>
                <Link asChild color="blue.700">
                  <RouterLink to={`${base}/onboarding/${encodeURIComponent(plan._id)}`}>
                    {plan.personName || 'New hire'}
                  </RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{plan.jobTitle}</Table.Cell>
              <Table.Cell>{formatDate(`${plan.startDate}T12:00:00Z`)}</Table.Cell>
              <Table.Cell>
                {plan.tasksDone} of {plan.tasksTotal}
                {plan.completedAt && ' (complete)'}
              </Table.Cell>
              <Table.Cell color={plan.overdue > 0 ? 'red.700' : undefined}>{plan.overdue}</Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </ListStatus>
      <Box>
        <LoadMore list={list} />
      </Box>
    </>
  );
}
