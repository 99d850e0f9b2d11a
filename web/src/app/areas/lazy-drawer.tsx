import { Button } from '@chakra-ui/react';
import {
  Suspense,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  type RefObject,
} from 'react';

/** What a drawer loaded on first use is given: whether it is open, how it closes, and where focus goes back to. */
export interface LazyDrawerProps {
  open: boolean;
  onClose: () => void;
  returnTo: RefObject<HTMLButtonElement | null>;
}

/**
 * A header button whose drawer is a lazy chunk fetched when the button is first pressed (the dialog machinery stays
 * out of every screen's first load); once loaded the drawer stays mounted, so it animates and returns focus.
 */
export function LazyDrawerButton<P extends object>({
  label,
  children,
  drawer: Drawer,
  props,
}: {
  label: string;
  children: ReactNode;
  drawer: LazyExoticComponent<ComponentType<P & LazyDrawerProps>>;
  props: P;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size="sm"
        variant="outline"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <Drawer {...props} open={open} onClose={() => setOpen(false)} returnTo={button} />
        </Suspense>
      )}
    </>
  );
}
