import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { homePathFor, type Role } from '@hr-portal/contract';
import { DASHBOARD_TEXTS } from '../../features/dashboard/dashboard-texts';
import { usesEmulators } from '../../lib/environment';
import { useSession } from '../../stores/session';
import { navGroupsFor, useDashboardOf } from './nav-groups';

// The shell's navigation, loaded once someone is signed in (/login never carries it): the side navigation on wide
// screens (the phones' drawer shows the same links, menu-drawer.tsx), and the skip link.

/** A card's title as its dashboard shows it (the candidate's and employee's in their language). */
export function useScreenName() {
  const { i18n } = useLingui();
  return (english: string) => (Object.hasOwn(DASHBOARD_TEXTS, english) ? i18n._(DASHBOARD_TEXTS[english]!) : english);
}

export function NavLinks({ role, onChoose }: { role: Role; onChoose?: () => void }) {
  const { t } = useLingui();
  const name = useScreenName();
  const home = homePathFor(role);
  const dashboard = useDashboardOf(role);
  const item = (to: string, label: string, end = false) => (
    <li key={to}>
      <Link
        asChild
        display="block"
        px="3"
        py="1.5"
        borderRadius="md"
        color="gray.800"
        _hover={{ bg: 'gray.100' }}
        css={{ '&[aria-current=page]': { bg: 'blue.50', color: 'blue.800', fontWeight: 'semibold' } }}
      >
        {/* NavLink marks the current screen with aria-current="page". */}
        <NavLink to={to} end={end} onClick={onChoose}>
          {label}
        </NavLink>
      </Link>
    </li>
  );
  return (
    <Stack gap="4">
      <Stack as="ul" listStyleType="none" gap="0.5">
        {item(home, t`Dashboard`, true)}
      </Stack>
      {navGroupsFor(role, dashboard, usesEmulators).map((group) => (
        <Box key={group.label ?? 'screens'}>
          {group.label && (
            <Text px="3" mb="1" fontSize="xs" fontWeight="bold" textTransform="uppercase" color="gray.600">
              {group.label}
            </Text>
          )}
          <Stack as="ul" listStyleType="none" gap="0.5">
            {group.links.map((card) => item(card.path, name(card.title)))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** Wide screens: the navigation beside the page. */
export function SideNavigation() {
  const { t } = useLingui();
  const role = useSession((state) => state.user?.role);
  if (!role) return null;
  return (
    <Box
      as="nav"
      aria-label={t`Main navigation`}
      display={{ base: 'none', lg: 'block' }}
      w="56"
      flexShrink={0}
      py="8"
      pl="4"
    >
      <NavLinks role={role} />
    </Box>
  );
}

/** The first thing a keyboard reaches: straight to the page's content, past the header and the navigation. */
export function SkipLink() {
  const { t } = useLingui();
  return (
    <Link
      href="#main"
      position="absolute"
      left="-9999px"
      top="2"
      zIndex="skipLink"
      bg="white"
      px="3"
      py="2"
      borderRadius="md"
      _focus={{ left: '2' }}
    >
      {t`Skip to main content`}
    </Link>
  );
}
