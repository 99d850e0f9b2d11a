import { Box, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { ReferForm } from './refer-form';

/** {base}/referrals/new?job=: refer someone to an open job (the job board's "Refer someone" picks the job). */
export function ReferPage({ backTo }: { backTo: string }) {
  const [params] = useSearchParams();
  return (
    <Box>
      <PageHeading backTo={backTo} backLabel="My referrals">
        Refer someone
      </PageHeading>
      <Text mb="4" maxW="prose">
        Know someone who would be great for one of our open jobs? Tell us who they are; HR takes it from there.
      </Text>
      <ReferForm jobId={params.get('job') ?? ''} />
    </Box>
  );
}
