import { Box, Button, chakra, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { BONUS_STATES, type BonusState } from '@hr-portal/contract';
import {
  downloadBonusesCsv,
  useBonuses,
  useBonusSettings,
  useMarkBonusPaid,
  useRunBonuses,
} from '../../../api/referrals';
import { DataTable, RowButton } from '../../../components/ui/data-table';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { usesEmulators } from '../../../lib/environment';
import { formatDate } from '../../../lib/format';
import { BonusSettingsForm } from './bonus-settings-form';

/** An amount in its currency (Intl), or the plain number and code when the code is not one Intl knows. */
function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

const STATE_LABELS: Record<BonusState, string> = { waiting: 'Waiting', due: 'Due', paid: 'Paid' };

/** /admin/referrals/bonuses: the bonus settings, and every hired referral's bonus (waiting, due, paid) with CSV. */
export function BonusesPage({ backTo }: { backTo: string }) {
  const settings = useBonusSettings();
  const [state, setState] = useState<BonusState | ''>('due');
  const bonuses = useBonuses(state);
  const paid = useMarkBonusPaid();
  const run = useRunBonuses();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  return (
    <Stack gap="8">
      <Box>
        <PageHeading backTo={backTo}>Referral bonuses</PageHeading>
        {settings.isPending && <LoadingText>Loading settings...</LoadingText>}
        <ErrorText>
          {settings.error ? messageOf(settings.error, 'The bonus settings could not be loaded') : null}
        </ErrorText>
        {settings.data && <BonusSettingsForm settings={settings.data} />}
      </Box>
      <Box as="section" aria-labelledby="bonus-list">
        <Heading as="h2" size="lg" mb="3" id="bonus-list">
          Bonuses
        </Heading>
        <HStack gap="3" mb="3" wrap="wrap" align="end">
          <Box>
            <chakra.label htmlFor="bonus-state" fontSize="sm" display="block">
              Show
            </chakra.label>
            <NativeSelect.Root size="sm" width="40">
              <NativeSelect.Field
                id="bonus-state"
                value={state}
                onChange={(event) => setState(event.target.value as BonusState | '')}
              >
                <option value="">All</option>
                {BONUS_STATES.map((option) => (
                  <option key={option} value={option}>
                    {STATE_LABELS[option]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setDownloadError(null);
              downloadBonusesCsv(state).catch((caught: unknown) =>
                setDownloadError(messageOf(caught, 'The bonus list could not be downloaded')),
              );
            }}
          >
            Download CSV
          </Button>
          {usesEmulators && (
            <Button size="sm" variant="outline" loading={run.isPending} onClick={() => run.mutate()}>
              Run the daily check now
            </Button>
          )}
        </HStack>
        <ErrorText>{downloadError}</ErrorText>
        <ErrorText>{run.error ? messageOf(run.error, 'The bonus run failed') : null}</ErrorText>
        {run.data && <Text role="status">{run.data.due} bonuses became due.</Text>}
        {bonuses.isPending && <LoadingText>Loading bonuses...</LoadingText>}
        <ErrorText>{bonuses.error ? messageOf(bonuses.error, 'The bonuses could not be loaded') : null}</ErrorText>
        <ErrorText>{paid.error ? messageOf(paid.error, 'The bonus could not be marked paid') : null}</ErrorText>
        {bonuses.data && bonuses.data.length === 0 && <Text>No bonuses here yet.</Text>}
        {bonuses.data && bonuses.data.length > 0 && (
          <DataTable
            label="Referral bonuses"
            headers={['Referrer', 'Hired', 'Job', 'Amount', 'Hired on', 'Due on', 'State', 'Actions']}
            busy={bonuses.isFetching}
          >
            {bonuses.data.map((bonus) => (
              <Table.Row key={bonus._id}>
                <Table.Cell>
                  {bonus.referrerName || 'A former employee'}
                  {bonus.referrerEmail && (
                    <Text fontSize="xs" color="gray.600">
                      {bonus.referrerEmail}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{bonus.candidateName || '-'}</Table.Cell>
                <Table.Cell>{bonus.jobTitle}</Table.Cell>
                <Table.Cell>{formatMoney(bonus.amount, bonus.currency)}</Table.Cell>
                <Table.Cell>{formatDate(bonus.hiredAt)}</Table.Cell>
                <Table.Cell>{formatDate(bonus.dueAt)}</Table.Cell>
                <Table.Cell>
                  {STATE_LABELS[bonus.state]}
                  {bonus.paidAt && ` ${formatDate(bonus.paidAt)}`}
                </Table.Cell>
                <Table.Cell>
                  {bonus.state === 'due' && (
                    <RowButton
                      label={`Mark the bonus for referring ${bonus.candidateName || 'this person'} paid`}
                      onClick={() => paid.mutate(bonus._id)}
                      disabled={paid.isPending}
                    >
                      Mark paid
                    </RowButton>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
      </Box>
    </Stack>
  );
}
