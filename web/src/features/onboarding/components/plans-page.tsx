import { chakra, Link, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useOnboardingPlans } from '../../../api/onboarding';
import { DataTable } from '../../../components/ui/data-table';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatDate } from '../../../lib/format';

/** /{hr,admin}/onboarding: every new hire's plan, newest first: start date, progress and what is overdue. */
export function PlansPage({ base }: { base: string }) {
  const [openOnly, setOpenOnly] = useState(true);
  const list = useOnboardingPlans(openOnly);
  return (
    <>
      <PageHeading backTo={base}>Onboarding</PageHeading>
      <Link asChild color="blue.700" mb="4" display="inline-block">
        <RouterLink to={`${base}/onboarding/templates`}>Onboarding templates</RouterLink>
      </Link>
      <chakra.label display="flex" gap="2" alignItems="center" mb="4">
        <input type="checkbox" checked={openOnly} onChange={(event) => setOpenOnly(event.target.checked)} />
        Only plans still open
      </chakra.label>
      <ListStatus
        list={list}
        loadingText="Loading plans..."
        empty={<Text>No onboarding plans yet: they start with a hire.</Text>}
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
      <LoadMore list={list} />
    </>
  );
}
