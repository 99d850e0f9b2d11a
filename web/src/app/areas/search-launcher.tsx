import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const SearchPalette = lazy(() => import('./search-palette'));

/** Whether a key press is someone typing (in a field), where "/" is a character and not the search key. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header's Search button, also opened with Ctrl+K (Cmd+K) anywhere and "/" outside a field. The palette's code
 * loads on first use.
 */
export function SearchLauncher() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (!shortcut && !(event.key === '/' && !typingIn(event.target))) return;
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button
        ref={button}
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t`Search`}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchPalette open={open} onClose={() => setOpen(false)} returnTo={button} />
        </Suspense>
      )}
    </>
  );
}
