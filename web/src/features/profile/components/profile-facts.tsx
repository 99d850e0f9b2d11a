import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../lib/format';
import { useRoleLabel } from '../../../messages/labels';
import type { Profile } from '../../../api/profile';

/** Role, e-mail verification (with a resend button while unverified) and last sign-in. */
export function ProfileFacts({ profile, onResend }: { profile: Profile; onResend: () => void }) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  return (
    <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="2" fontSize="sm">
      <Text as="dt" color="gray.600">
        <Trans>Role</Trans>
      </Text>
      <Text as="dd">{roleLabel(profile.role)}</Text>
      <Text as="dt" color="gray.600">
        <Trans>Email Verified</Trans>
      </Text>
      <Flex as="dd" gap="3" align="center">
        {profile.emailVerified ? t`Yes` : t`No`}
        {!profile.emailVerified && (
          <Button type="button" size="xs" variant="outline" onClick={onResend}>
            <Trans>Resend verification email</Trans>
          </Button>
        )}
      </Flex>
      <Text as="dt" color="gray.600">
        <Trans>Last Login</Trans>
      </Text>
      <Text as="dd">{formatDateTime(profile.lastLogin)}</Text>
    </Box>
  );
}
