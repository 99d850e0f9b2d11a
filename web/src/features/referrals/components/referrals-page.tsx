import { Badge, Box, Button, Card, HStack, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { REFERRAL_STATUS_LABELS, type ReferralStatus } from '@hr-portal/contract';
import { useMyReferrals } from '../../../api/referrals';
import { ListStatus, LoadMore } from '../../../components/ui/list-status';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatDate } from '../../../lib/format';

const STATUS_COLOR: Record<ReferralStatus, string> = {
  received: 'gray',
  in_process: 'blue',
  hired: 'green',
  not_moving_forward: 'orange',
};

/**
 * {base}/referrals: "My referrals", each with its job and a coarse status, nothing more; "Refer someone" opens the
 * form, and admins reach the referral bonuses from here.
 */
export function ReferralsPage({ backTo, home, bonuses }: { backTo: string; home: string; bonuses: boolean }) {
  const list = useMyReferrals();
  return (
    <Box>
      <PageHeading backTo={backTo}>My referrals</PageHeading>
      <HStack gap="4" mb="4" wrap="wrap">
        <Button asChild colorPalette="blue">
          <RouterLink to={`${home}/new`}>Refer someone</RouterLink>
        </Button>
        {bonuses && (
          <Link asChild color="blue.700">
            <RouterLink to={`${home}/bonuses`}>Referral bonuses</RouterLink>
          </Link>
        )}
      </HStack>
      <Text mb="4" fontSize="sm" color="gray.700">
        You see where each referral stands: received, in process, hired or not moving forward. Interview details and
        HR&apos;s notes stay with HR.
      </Text>
      <ListStatus list={list} loadingText="Loading referrals..." empty={<Text>You have not referred anyone yet</Text>}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" aria-label="My referrals">
          {list.items.map((referral) => (
            <Card.Root as="li" key={referral._id}>
              <Card.Body gap="1">
                <Heading as="h2" size="md">
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
  );
}
