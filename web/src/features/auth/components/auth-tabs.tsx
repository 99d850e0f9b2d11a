import { Box, chakra, Flex } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AuthTab {
  value: string;
  label: ReactNode;
  panel: () => ReactNode;
}

/**
 * The Sign In / Sign Up tabs of /login, following the WAI-ARIA tabs pattern: one tab stop, arrow keys, Home and
 * End move between tabs and select them; only the selected panel is rendered (its form's first field is the next
 * tab stop, so the panel itself is not one). Written here rather than with
 * Chakra's Tabs, whose state machine and styles were 5 KiB of the 150 KiB /login may load: the page needed
 * those bytes for its messages in four languages.
 */
const TabButton = chakra('button');

export function AuthTabs({ tabs, label }: { tabs: AuthTab[]; label: string }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  }
  function onKeyDown(event: KeyboardEvent) {
    // Alt+Arrow is the browser's Back and Forward: left to it.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  const current = tabs[selected] ?? tabs[0]!;
  return (
    <Box>
      <Flex role="tablist" aria-label={label} onKeyDown={onKeyDown} bg="gray.100" p="1" borderRadius="md" gap="1">
        {tabs.map((tab, index) => (
          <TabButton
            key={tab.value}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.value}-tab`}
            aria-selected={index === selected}
            // Only the selected tab's panel is rendered: only it is named as controlled.
            aria-controls={index === selected ? `${id}-${tab.value}-panel` : undefined}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            flex="1"
            py="2"
            borderRadius="sm"
            fontWeight="medium"
            fontSize="sm"
            cursor="pointer"
            bg={index === selected ? 'white' : 'transparent'}
            color={index === selected ? 'gray.900' : 'gray.700'}
            boxShadow={index === selected ? 'xs' : undefined}
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
          >
            {tab.label}
          </TabButton>
        ))}
      </Flex>
      <Box role="tabpanel" id={`${id}-${current.value}-panel`} aria-labelledby={`${id}-${current.value}-tab`} pt="6">
        {current.panel()}
      </Box>
    </Box>
  );
}
