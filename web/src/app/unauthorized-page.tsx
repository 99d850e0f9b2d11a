import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { homePathFor } from '@hr-portal/contract';
import { useSession } from '../stores/session';

/** Where a signed-in user lands when their role may not open a page. */
export function UnauthorizedPage() {
  const { t } = useLingui();
  const user = useSession((state) => state.user);
  return (
    <Stack gap="4" maxW="lg">
      <Heading as="h1" size="2xl">
        <Trans>Access denied</Trans>
      </Heading>
      <Text>
        <Trans>You do not have permission to view this page.</Trans>
      </Text>
      <Button asChild colorPalette="blue" alignSelf="flex-start">
        <RouterLink to={user ? homePathFor(user.role) : '/login'}>
          {user ? t`Go to my dashboard` : t`Go to sign in`}
        </RouterLink>
      </Button>
    </Stack>
  );
}
