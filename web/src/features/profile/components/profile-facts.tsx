import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../lib/format';
import type { Profile } from '../../../api/profile';

/** Role, e-mail verification (with a resend button while unverified) and last sign-in. */
export function ProfileFacts({ profile, onResend }: { profile: Profile; onResend: () => void }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="2" fontSize="sm">
      <Text as="dt" color="gray.600">
        Role
      </Text>
      <Text as="dd">{profile.role}</Text>
      <Text as="dt" color="gray.600">
        Email Verified
      </Text>
      <Flex as="dd" gap="3" align="center">
        {profile.emailVerified ? 'Yes' : 'No'}
        {!profile.emailVerified && (
          <Button type="button" size="xs" variant="outline" onClick={onResend}>
            Resend verification email
          </Button>
        )}
      </Flex>
      <Text as="dt" color="gray.600">
        Last Login
      </Text>
      <Text as="dd">{formatDateTime(profile.lastLogin)}</Text>
    </Box>
  );
}
