import { Badge, Box, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { REFERRAL_STATUS_LABELS, type ReferralStatus } from '@hr-portal/contract';
import { useMyReferrals } from '../../../api/referrals';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatDate } from '../../../lib/format';
import { ReferForm } from './refer-form';

const STATUS_COLOR: Record<ReferralStatus, string> = {
  received: 'gray',
  in_process: 'blue',
  hired: 'green',
  not_moving_forward: 'orange',
};

/**
 * /{employee,hr,admin}/referrals: refer someone to an open job (`?job=` picks it, as the job board's "Refer
 * someone" does), and "My referrals": each with its job and a coarse status, nothing more.
 */
export function ReferralsPage({ backTo, bonusesPath }: { backTo: string; bonusesPath: string | null }) {
  const [params] = useSearchParams();
  const list = useMyReferrals();
  return (
    <Stack gap="8">
      <Box>
        <PageHeading backTo={backTo}>Referrals</PageHeading>
        {bonusesPath && (
          <Link asChild color="blue.700" mb="4" display="inline-block">
            <RouterLink to={bonusesPath}>Referral bonuses</RouterLink>
          </Link>
        )}
        <Heading as="h2" size="lg" mb="2">
          Refer someone
        </Heading>
        <Text mb="4" maxW="prose">
          Know someone who would be great for one of our open jobs? Tell us who they are; HR takes it from there.
        </Text>
        <ReferForm jobId={params.get('job') ?? ''} />
      </Box>
      <Box as="section" aria-labelledby="my-referrals">
        <Heading as="h2" size="lg" mb="2" id="my-referrals">
          My referrals
        </Heading>
        <Text mb="4" fontSize="sm" color="gray.700">
          You see where each referral stands: received, in process, hired or not moving forward. Interview details and
          HR&apos;s notes stay with HR.
        </Text>
        <ListStatus
          list={list}
          loadingText="Loading referrals..."
          empty={<Text>You have not referred anyone yet</Text>}
        >
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" aria-label="My referrals">
            {list.items.map((referral) => (
              <Card.Root as="li" key={referral._id}>
                <Card.Body gap="1">
                  <Heading as="h3" size="md">
                    {referral.name || 'Someone who removed their data'}
                  </Heading>
                  <Text fontSize="sm">{referral.jobTitle}</Text>
                  <Text fontSize="sm" color="gray.700">
                    Referred on {formatDate(referral.referredAt)}
                  </Text>
                  <Box>
                    <Badge
                      colorPalette={STATUS_COLOR[referral.status]}
                      aria-label={`Status: ${REFERRAL_STATUS_LABELS[referral.status]}`}
                    >
                      {REFERRAL_STATUS_LABELS[referral.status]}
                    </Badge>
                  </Box>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </ListStatus>
        <LoadMore list={list} />
      </Box>
    </Stack>
  );
}
