import { Badge, Card, Flex, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { useMyApplications } from '../../../api/applications';
import { useMyMailAbout } from '../../../api/mail';
import { formatDate } from '../../../lib/format';
import { statusColor } from '../status-colors';
import { ApplicationMessages } from './application-messages';
import { StatusHistory } from './status-history';
import { WithdrawButton } from './withdraw-button';
import { useMyBookings } from '../../../api/scheduling';
import { InterviewBooking } from './interview-booking';
import { useMyOffers } from '../../../api/offers';
import { OfferReview } from './offer-review';
import { latestOffer } from '../latest-offer';
import { useJobTypeBadge, useStatusLabel } from '../../../messages/labels';
import '../../../messages/candidate-messages';

interface MyApplicationsPageProps {
  title: string;
  backTo: string;
  /** Where to browse open jobs from here (employees: internal moves). */
  jobsPath?: string;
}

/** "Applied on 3/4/2026", or "Referred on 3/4/2026 by Ana Ruiz". */
function AppliedLine({ on, referredBy }: { on: string; referredBy: string | null | undefined }) {
  if (referredBy === null || referredBy === undefined) return <Trans>Applied on {on}</Trans>;
  return referredBy ? (
    <Trans>
      Referred on {on} by {referredBy}
    </Trans>
  ) : (
    <Trans>Referred on {on}</Trans>
  );
}

/** My Applications (candidate) and My Job Applications (employee): status, job facts and history. */
export function MyApplicationsPage({ title, backTo, jobsPath }: MyApplicationsPageProps) {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const typeLabel = useJobTypeBadge();
  const list = useMyApplications();
  const applications = list.items;
  const bookings = useMyBookings();
  const offers = useMyOffers();
  const mail = useMyMailAbout(useMemo(() => applications.map((application) => application._id), [applications]));

  return (
    <>
      <PageHeading backTo={backTo}>{title}</PageHeading>
      {jobsPath && (
        <Link asChild color="blue.700" mb="4" display="inline-block">
          <RouterLink to={jobsPath}>
            <Trans>Browse open jobs</Trans>
          </RouterLink>
        </Link>
      )}
      <ListStatus
        list={list}
        loadingText={t`Loading applications...`}
        empty={
          <Text>
            <Trans>You have not applied to any jobs yet</Trans>
          </Text>
        }
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" aria-label={t`My applications`}>
          {applications.map((application) => (
            <Card.Root as="li" key={application._id}>
              <Card.Body gap="2">
                <Flex justify="space-between" align="start" gap="2">
                  <Heading as="h2" size="md">
                    {application.job.title || t`Job Title`}
                  </Heading>
                  {application.withdrawn ? (
                    <Badge colorPalette="gray" aria-label={t`Status: ${statusLabel('withdrawn')}`}>
                      {statusLabel('withdrawn')}
                    </Badge>
                  ) : (
                    <Badge
                      colorPalette={statusColor(application.status)}
                      aria-label={t`Status: ${statusLabel(application.status)}`}
                    >
                      {statusLabel(application.status)}
                    </Badge>
                  )}
                </Flex>
                <Text fontSize="sm" color="gray.600">
                  {[application.job.location, application.job.jobType && typeLabel(application.job.jobType)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Text fontSize="sm">
                  <AppliedLine on={formatDate(application.createdAt)} referredBy={application.referredBy} />
                </Text>
                <InterviewBooking booking={bookings.data?.find((entry) => entry.applicationId === application._id)} />
                <OfferReview offer={latestOffer(offers.data, application._id)} />
                <WithdrawButton application={application} />
                <ApplicationMessages messages={mail.filter((message) => message.applicationId === application._id)} />
                <StatusHistory applicationId={application._id} />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </ListStatus>
      <LoadMore list={list} />
    </>
  );
}
