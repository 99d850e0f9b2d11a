import { Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, use, type ReactNode } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { homePathFor } from '@hr-portal/contract';
import { logout } from '../api/auth';
import { LoadingText } from '../components/ui/status-text';
import { useSession } from '../stores/session';
import { LanguageSwitcher } from '../components/language-switcher';
import { LoadFailureBoundary } from '../components/ui/load-failure';
import { currentLanguage, screensIn, screensShownIn } from '../lib/i18n';
import { speaksOwnLanguage } from '../lib/language-choice';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name, the same in every language
const PRODUCT_NAME = 'HR Portal';

/**
 * Renders once the signed-in screens are in their language with its messages (suspends until then): the
 * person's for candidates and employees, English for staff (whatever the browser or /login showed).
 */
function InScreensLanguage({ children }: { children: ReactNode }) {
  const role = useSession((state) => state.user?.role);
  const language = role && !speaksOwnLanguage(role) ? 'en' : currentLanguage();
  if (!screensShownIn(language, 'common')) use(screensIn(language, 'common'));
  return children;
}

/** Page frame: product name on the left, the signed-in user and Logout at the top right. */
export function AppLayout() {
  const role = useSession((state) => state.user?.role);
  return (
    <LoadFailureBoundary language={() => (role && !speaksOwnLanguage(role) ? 'en' : currentLanguage())}>
      <InScreensLanguage>
        <Frame />
      </InScreensLanguage>
    </LoadFailureBoundary>
  );
}

function Frame() {
  const { t } = useLingui();
  const user = useSession((state) => state.user);
  const speaksTheirLanguage = speaksOwnLanguage(user?.role);
  return (
    <Box minH="100vh" bg="gray.50">
      <Flex as="header" align="center" justify="space-between" px="6" py="3" bg="white" borderBottomWidth="1px">
        <Link asChild fontWeight="bold" fontSize="lg" color="blue.800">
          <RouterLink to={user ? homePathFor(user.role) : '/login'}>{PRODUCT_NAME}</RouterLink>
        </Link>
        {user && (
          <Flex align="center" gap="4" wrap="wrap" justify="flex-end">
            {speaksTheirLanguage && <LanguageSwitcher />}
            <Text fontSize="sm" color="gray.600" display={{ base: 'none', md: 'block' }}>
              {user.email}
            </Text>
            <Button size="sm" variant="outline" onClick={() => void logout()}>
              <Trans>Logout</Trans>
            </Button>
          </Flex>
        )}
      </Flex>
      <Box as="main" maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
        {/* Areas and their screens are lazy chunks: the frame stays while one loads. */}
        <Suspense fallback={<LoadingText>{t`Loading...`}</LoadingText>}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
