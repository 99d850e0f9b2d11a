import { Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, use, type ReactNode } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { homePathFor } from '@hr-portal/contract';
import { logout } from '../api/auth';
import { LanguageSwitcher } from '../components/language-switcher';
import { LoadingText } from '../components/ui/status-text';
import { useSession } from '../stores/session';
import { LoadFailureBoundary } from '../components/ui/load-failure';
import { currentLanguage, screensIn, screensShownIn } from '../lib/i18n';
import { speaksOwnLanguage } from '../lib/language-choice';
import type { ShellPartName } from './areas/shell-parts';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name, the same in every language
const PRODUCT_NAME = 'HR Portal';

// The signed-in parts (navigation, skip link) are a chunk of their own: /login never carries them.
const ShellPart = lazy(() => import('./areas/shell-parts'));
const signedInPart = (part: ShellPartName) => (
  <Suspense fallback={null}>
    <ShellPart part={part} />
  </Suspense>
);

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
  return (
    <Box minH="100vh" bg="gray.50">
      {user && signedInPart('skip')}
      <Flex as="header" align="center" justify="space-between" px="6" py="3" bg="white" borderBottomWidth="1px">
        <Flex align="center" gap="3">
          {user && signedInPart('menu')}
          <Link asChild fontWeight="bold" fontSize="lg" color="blue.800">
            <RouterLink to={user ? homePathFor(user.role) : '/login'}>{PRODUCT_NAME}</RouterLink>
          </Link>
        </Flex>
        {user && (
          <Flex align="center" gap="4" wrap="wrap" justify="flex-end">
            {signedInPart('tools')}
            {speaksOwnLanguage(user.role) && <LanguageSwitcher />}
            <Text fontSize="sm" color="gray.600" display={{ base: 'none', md: 'block' }}>
              {user.email}
            </Text>
            <Button size="sm" variant="outline" onClick={() => void logout()}>
              <Trans>Logout</Trans>
            </Button>
          </Flex>
        )}
      </Flex>
      <Flex>
        {user && signedInPart('side')}
        <Box
          as="main"
          id="main"
          tabIndex={-1}
          flex="1"
          minW="0"
          maxW="6xl"
          mx="auto"
          px={{ base: '4', md: '6' }}
          py="8"
        >
          {/* Areas and their screens are lazy chunks: the frame stays while one loads. */}
          <Suspense fallback={<LoadingText>{t`Loading...`}</LoadingText>}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Box>
  );
}
