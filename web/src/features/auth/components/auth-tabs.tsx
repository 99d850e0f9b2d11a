import { Box, chakra, Flex } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AuthTab {
  value: string;
  label: ReactNode;
  panel: () => ReactNode;
}

/**
 * The Sign In / Sign Up tabs of /login, following the WAI-ARIA tabs pattern: one tab stop, arrow keys, Home and
 * End move between tabs and select them; only the selected panel is rendered. Written here rather than with
 * Chakra's Tabs, whose state machine and styles were 5 KiB of the 150 KiB /login may load: the page needed
 * those bytes for its messages in four languages.
 */
const TabButton = chakra('button');

export function AuthTabs({ tabs }: { tabs: AuthTab[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  }
  function onKeyDown(event: KeyboardEvent) {
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
      <Flex role="tablist" onKeyDown={onKeyDown} bg="gray.100" p="1" borderRadius="md" gap="1">
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
            aria-controls={`${id}-${tab.value}-panel`}
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
      <Box
        role="tabpanel"
        id={`${id}-${current.value}-panel`}
        aria-labelledby={`${id}-${current.value}-tab`}
        tabIndex={0}
        pt="6"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
      >
        {current.panel()}
      </Box>
    </Box>
  );
}
