import { Box, Flex } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../stores/session';
import { SideNavigation, SkipLink } from './navigation';
import { LazyDrawerButton } from './lazy-drawer';
import { NotificationBell } from './notification-bell';
import { SearchLauncher } from './search-launcher';

// The signed-in parts of the page frame (navigation, skip link, focus on arrival, search, the bell), one chunk loaded once someone is signed in: /login never carries them.

/**
 * After a move to another screen, focus goes to its heading (a screen reader reads where it landed); not on the
 * first screen, where the browser's own start is right. Screens are lazy: the heading may come a moment later.
 */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let tries = 0;
    const startedOn = document.activeElement;
    const timer = window.setInterval(() => {
      const focused = document.activeElement;
      // Someone already moved on (typing in the new screen's first field): their focus stays where they put it.
      if (focused && focused !== startedOn && focused !== document.body) {
        window.clearInterval(timer);
        return;
      }
      const heading = document.querySelector<HTMLElement>('main h1');
      tries += 1;
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      if (heading || tries > 40) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname]);
}

function SkipLinkAndFocus() {
  useFocusHeadingOnNavigation();
  return <SkipLink />;
}

const MenuDrawer = lazy(() => import('./menu-drawer'));

/** Narrow screens: the Menu button; its drawer loads when first pressed. */
function MenuButton() {
  const { t } = useLingui();
  const role = useSession((state) => state.user?.role);
  if (!role) return null;
  return (
    <Box display={{ base: 'block', lg: 'none' }}>
      <LazyDrawerButton label={t`Menu`} drawer={MenuDrawer} props={{ role }}>
        {t`Menu`}
      </LazyDrawerButton>
    </Box>
  );
}

export type ShellPartName = 'skip' | 'menu' | 'side' | 'tools';

/** One of the frame's signed-in parts, by where the frame puts it. */
export default function ShellPart({ part }: { part: ShellPartName }) {
  if (part === 'skip') return <SkipLinkAndFocus />;
  if (part === 'menu') return <MenuButton />;
  if (part === 'tools')
    return (
      <Flex gap="2">
        <SearchLauncher />
        <NotificationBell />
      </Flex>
    );
  return <SideNavigation />;
}
