import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Role } from '@hr-portal/contract';
import { NavLinks } from './navigation';
import type { LazyDrawerProps } from './lazy-drawer';

/**
 * Narrow screens: the navigation as a drawer (it traps focus and gives it back to the Menu button). Loaded when
 * the Menu button is first pressed: the dialog machinery is not part of any screen's first load.
 */
export default function MenuDrawer({ role, open, onClose, returnTo }: LazyDrawerProps & { role: Role }) {
  const { t } = useLingui();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      finalFocusEl={() => returnTo.current}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t`Menu`}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={t`Main navigation`}>
                {/* Choosing a screen closes the drawer. */}
                <NavLinks role={role} onChoose={onClose} />
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close the menu`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
