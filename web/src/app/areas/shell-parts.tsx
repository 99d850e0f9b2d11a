import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuDrawer, SideNavigation, SkipLink } from './navigation';

// The signed-in parts of the page frame (navigation, skip link, focus on arrival), one chunk loaded once someone is signed in: /login never carries them.

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
    const timer = window.setInterval(() => {
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

export type ShellPartName = 'skip' | 'menu' | 'side';

/** One of the frame's signed-in parts, by where the frame puts it. */
export default function ShellPart({ part }: { part: ShellPartName }) {
  if (part === 'skip') return <SkipLinkAndFocus />;
  if (part === 'menu') return <MenuDrawer />;
  return <SideNavigation />;
}
