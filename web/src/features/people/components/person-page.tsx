import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import {
  DUPLICATE_REASON_LABELS,
  MERGE_MESSAGES,
  SOURCING_MESSAGES,
  type PersonApplicationDto,
} from '@hr-portal/contract';
import { DoneText } from '../../../components/ui/done-text';
import { usePerson } from '../../../api/people';
import { RecordHeading } from '../../../components/ui/record-heading';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { ViewLink } from '../../../components/ui/view-link';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { PersonTags } from './person-tags';
import { AddToPool } from './add-to-pool';
import { InviteToApply } from './invite-to-apply';
import { SourcingCard } from './sourcing-card';
import { MergesCard } from './merges-card';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function ApplicationRow({ application }: { application: PersonApplicationDto }) {
  const { average, count } = application.scorecards;
  return (
    <Table.Row>
      <Table.Cell>
        {application.jobTitle || 'Job'}
        {application.mergedIn && (
          <Text as="span" fontSize="xs" color="gray.600">
            {' '}
            (merged in from their other record)
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>{application.stage}</Table.Cell>
      <Table.Cell>{application.status}</Table.Cell>
      <Table.Cell>
        {application.source ?? '-'}
        {application.referral && (
          <Text fontSize="sm" color="gray.700">
            Referred by {application.referral.byName || 'a former employee'}
            {application.referral.relationship && ` (${application.referral.relationship})`}
            {application.referral.note && `: “${application.referral.note}”`}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>{formatDate(application.appliedAt)}</Table.Cell>
      <Table.Cell>{average === null ? 'None yet' : `${average.toFixed(1)} of 4 (${count})`}</Table.Cell>
      <Table.Cell>
        {application.notes.length === 0 ? (
          '-'
        ) : (
          <Stack as="ul" gap="1" listStyleType="none">
            {application.notes.map((note) => (
              <Text as="li" key={note._id} fontSize="sm">
                {note.text}{' '}
                <Text as="span" color="gray.600">
                  ({note.by.email || 'staff'}, {formatDate(note.at)})
                </Text>
              </Text>
            ))}
          </Stack>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** /hr/people/:uid and /admin/people/:uid: one person across every job. */
export function PersonPage({ backTo }: { backTo: string }) {
  const base = backTo;
  const { uid = '' } = useParams();
  const person = usePerson(uid);
  const data = person.data;
  // Arriving from "Add a person": say that it worked and that they were told.
  const arrived = useLocation().state as { added?: boolean; merged?: boolean } | null;
  const justAdded = arrived?.added === true;
  return (
    <Box>
      <RecordHeading trail={[{ label: 'People', to: backTo }]}>
        {data ? data.name || data.email : 'Person'}
      </RecordHeading>
      <DoneText>{justAdded ? SOURCING_MESSAGES.added : arrived?.merged ? MERGE_MESSAGES.merged : null}</DoneText>
      {person.isPending && <LoadingText>Loading this person...</LoadingText>}
      <ErrorText>{person.error ? messageOf(person.error, 'This person could not be loaded') : null}</ErrorText>
      {data && (
        <Stack gap="8">
          <Stack gap="1">
            <Text>{data.email}</Text>
            <Text fontSize="sm">Role: {data.role}</Text>
            {data.location && <Text fontSize="sm">Location: {data.location}</Text>}
            {data.links.length > 0 && (
              <Stack as="ul" gap="0.5" listStyleType="none" aria-label="Links they gave" fontSize="sm">
                {data.links.map((link, i) => (
                  <li key={i}>
                    {/* Their own addresses (http or https only): opened apart from the portal, telling it nothing. */}
                    {/^https?:\/\//i.test(link) ? (
                      <a href={link} target="_blank" rel="noopener noreferrer nofollow">
                        {link}
                      </a>
                    ) : (
                      link
                    )}
                  </li>
                ))}
              </Stack>
            )}
            <Text fontSize="sm">
              {data.talentPoolUntil
                ? `In the talent pool until ${formatDate(data.talentPoolUntil)}`
                : 'Not in the talent pool (no consent given, or withdrawn)'}
            </Text>
          </Stack>
          {data.merges.length > 0 && (
            <Section title="Merges">
              <MergesCard uid={data._id} merges={data.merges} base={base} />
            </Section>
          )}
          {data.duplicates.length > 0 && (
            <Section title="Possibly the same person">
              <Stack as="ul" gap="1" listStyleType="none">
                {data.duplicates.map((pair) => (
                  <Text as="li" key={pair.pairId} fontSize="sm">
                    Possibly the same person as{' '}
                    <RouterLink to={`${base}/people/${encodeURIComponent(pair.other._id)}`}>
                      {pair.other.name || pair.other.email || 'someone no longer here'}
                    </RouterLink>{' '}
                    ({pair.other.email}): {pair.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join('; ')}.
                  </Text>
                ))}
              </Stack>
              <RouterLink to={`${base}/people/duplicates?person=${encodeURIComponent(data._id)}`}>
                Review and merge
              </RouterLink>
            </Section>
          )}
          {data.sourcing && (
            <Section title="Added by staff">
              <SourcingCard sourcing={data.sourcing} />
            </Section>
          )}
          <Section title="Tags">
            <PersonTags uid={data._id} tags={data.tags} />
          </Section>
          <Section title="Talent pools">
            <Stack gap="3">
              {data.pools.length === 0 ? (
                <Text>In no talent pool.</Text>
              ) : (
                <Stack as="ul" gap="1" listStyleType="none">
                  {data.pools.map((pool) => (
                    <Text as="li" key={pool._id}>
                      <RouterLink to={`${base}/talent-pools/${encodeURIComponent(pool._id)}`}>{pool.name}</RouterLink>
                      {pool.note ? ` · ${pool.note}` : ''} · added {formatDate(pool.addedAt)}
                    </Text>
                  ))}
                </Stack>
              )}
              <AddToPool uid={data._id} name={data.name || data.email} exclude={data.pools.map((pool) => pool._id)} />
            </Stack>
          </Section>
          <Section title="Invitations to apply">
            <Stack gap="3">
              {data.invitations.length === 0 ? (
                <Text>Not invited to any job yet.</Text>
              ) : (
                <Stack as="ul" gap="1" listStyleType="none">
                  {data.invitations.map((invitation) => (
                    <Text as="li" key={invitation._id}>
                      {invitation.jobTitle} · {formatDate(invitation.invitedAt)}
                    </Text>
                  ))}
                </Stack>
              )}
              {data.talentPoolUntil ? (
                <InviteToApply uid={data._id} name={data.name || data.email} />
              ) : (
                <Text fontSize="sm">Only people who agreed to the talent pool can be invited to apply.</Text>
              )}
            </Stack>
          </Section>
          <Section title="Applications">
            {data.applications.length === 0 ? (
              <Text>No applications.</Text>
            ) : (
              <Table.ScrollArea>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      {['Job', 'Stage', 'Status', 'Source', 'Applied', 'Scorecards', 'Notes'].map((header) => (
                        <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.applications.map((application) => (
                      <ApplicationRow key={application._id} application={application} />
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Section>
          <Section title="Documents">
            {data.documents.length === 0 ? (
              <Text>No documents staff may see.</Text>
            ) : (
              <Stack as="ul" gap="1" listStyleType="none">
                {data.documents.map((document) => (
                  <Text as="li" key={document._id}>
                    {document.fileName} <ViewLink path={document.filePath} name={document.fileName} />
                  </Text>
                ))}
              </Stack>
            )}
          </Section>
          <Section title="E-mails about their applications">
            {data.mail.length === 0 ? (
              <Text>No e-mails yet.</Text>
            ) : (
              <Stack as="ul" gap="1" listStyleType="none">
                {data.mail.map((mail) => (
                  <Text as="li" key={mail._id} fontSize="sm">
                    {mail.subject} · {mail.state} · {formatDate(mail.createdAt)}
                  </Text>
                ))}
              </Stack>
            )}
          </Section>
        </Stack>
      )}
    </Box>
  );
}
