import { Button, Flex, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  PRIVACY_MESSAGES,
  PRIVACY_REQUEST_LABELS,
  type PrivacyRequestDto,
  type PrivacyRequestStatus,
} from '@hr-portal/contract';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { DataTable } from '../../../components/ui/data-table';
import { ErrorText } from '../../../components/ui/status-text';
import PrivacyNoticeSection from './privacy-notice-form';
import { RetentionSettingsSection } from './retention-settings-form';
import { SurveySettingsSection } from './survey-settings-form';
import { formatDate } from '../../../lib/format';
import { messageOf } from '../../../lib/api-client';
import {
  downloadRegisterCsv,
  downloadRequestData,
  useAnswerRequest,
  usePrivacyRequests,
  useRunRetention,
} from '../../../api/privacy';
import { usesEmulators } from '../../../lib/environment';

/** /admin/privacy: the register of export and erasure requests, each due within 30 days, with what answers it. */
export default function PrivacyPage() {
  const [status, setStatus] = useState<PrivacyRequestStatus | ''>('open');
  const list = usePrivacyRequests(status);
  const answer = useAnswerRequest();
  const retention = useRunRetention();
  const [erasing, setErasing] = useState<PrivacyRequestDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function act(work: () => Promise<{ message: string } | void>) {
    setError(null);
    setNotice(null);
    try {
      const result = await work();
      if (result) setNotice(result.message);
    } catch (caught) {
      setError(messageOf(caught, PRIVACY_MESSAGES.registerActionFailed));
    }
  }

  return (
    <>
      <PageHeading backTo="/admin">Privacy</PageHeading>
      <Flex gap="3" mb="4" align="flex-end" wrap="wrap">
        <label>
          <Text fontSize="sm" mb="1">
            Show
          </Text>
          <NativeSelect.Root size="sm" w="48">
            <NativeSelect.Field
              aria-label="Show requests"
              value={status}
              onChange={(event) => setStatus(event.target.value as PrivacyRequestStatus | '')}
            >
              <option value="open">Open requests</option>
              <option value="done">Answered requests</option>
              <option value="">All requests</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </label>
        <Button size="sm" variant="outline" onClick={() => void act(downloadRegisterCsv)}>
          Download CSV
        </Button>
        {usesEmulators && (
          <Button
            size="sm"
            variant="outline"
            loading={retention.isPending}
            onClick={() =>
              void act(async () => {
                const done = await retention.mutateAsync();
                return {
                  message: `Retention ran: ${done.noticed} notified, ${done.anonymised} anonymised, ${done.kept} left alone.`,
                };
              })
            }
          >
            Run retention now
          </Button>
        )}
      </Flex>
      {notice && (
        <Text role="status" color="green.700" mb="3">
          {notice}
        </Text>
      )}
      <ErrorText>{error}</ErrorText>
      {erasing && (
        <Text role="alert" mb="3" fontSize="sm">
          Erasing {erasing.person.name} deletes their account, documents, applications and e-mails; notes and scorecards
          they wrote stay under &quot;Erased person&quot;. This cannot be undone: press &quot;Yes, erase&quot; to go on.
        </Text>
      )}
      <ListStatus list={list} loadingText="Loading privacy requests..." empty={<Text>No privacy requests</Text>}>
        <DataTable
          label="Privacy requests"
          busy={list.loading}
          headers={['Type', 'Person', 'Received', 'Due', 'Status', 'Handled by', 'Actions']}
        >
          {list.items.map((row) => (
            <Table.Row key={row._id}>
              <Table.Cell>{PRIVACY_REQUEST_LABELS[row.type]}</Table.Cell>
              <Table.Cell wordBreak="break-word">
                {row.person.name}
                {row.person.email !== row.person.name && (
                  <Text as="span" display="block" fontSize="xs" color="gray.600">
                    {row.person.email}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(row.receivedAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(row.dueAt)}</Table.Cell>
              <Table.Cell>{row.status === 'open' ? 'Open' : 'Answered'}</Table.Cell>
              <Table.Cell>{row.handledBy ? `${row.handledBy.email} (${formatDate(row.handledAt)})` : '-'}</Table.Cell>
              <Table.Cell>
                {row.status === 'open' && (
                  <HStack gap="2" wrap="wrap">
                    <Button size="xs" variant="outline" onClick={() => void act(() => downloadRequestData(row._id))}>
                      Download data
                    </Button>
                    {row.type === 'erasure' &&
                      (erasing?._id === row._id ? (
                        <Button
                          size="xs"
                          colorPalette="red"
                          loading={answer.isPending}
                          aria-label={`Yes, erase ${row.person.email}: this cannot be undone`}
                          onClick={() =>
                            void act(async () => {
                              const erased = await answer.mutateAsync({ id: row._id, by: 'erase' });
                              setErasing(null);
                              return erased;
                            })
                          }
                        >
                          Yes, erase
                        </Button>
                      ) : (
                        <Button size="xs" colorPalette="red" onClick={() => setErasing(row)}>
                          Erase
                        </Button>
                      ))}
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void act(() => answer.mutateAsync({ id: row._id, by: 'answer' }))}
                    >
                      Mark answered
                    </Button>
                  </HStack>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </ListStatus>
      <LoadMore list={list} />
      <RetentionSettingsSection />
      <SurveySettingsSection />
      <PrivacyNoticeSection />
    </>
  );
}
