import { Box, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { useEffect, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { homePathFor, MESSAGES, type QuickSearchDto, type QuickSearchHit, type Role } from '@hr-portal/contract';
import { QueryProvider } from '../../api/query-client';
import { apiRequest } from '../../lib/api-client';
import { usesEmulators } from '../../lib/environment';
import { useSession } from '../../stores/session';
import { navGroupsFor, useDashboardOf } from './nav-groups';
import { useScreenName } from './navigation';

// The shell's search, loaded on first use (Ctrl+K, Cmd+K, "/" or the Search button): screens matched here, people
// and jobs from GET /api/search, the last few choices remembered in this browser.

const RECENT_KEY = 'hr-portal.recent-searches';
const RECENT_MAX = 5;
/** How long typing pauses before the API is asked. */
const PAUSE_MS = 200;

function recentChoices(): QuickSearchHit[] {
  try {
    const stored = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as QuickSearchHit[]).filter((hit) => hit?.href?.startsWith('/')) : [];
  } catch {
    return [];
  }
}

function remember(hit: QuickSearchHit) {
  const rest = recentChoices().filter((item) => item.href !== hit.href);
  localStorage.setItem(RECENT_KEY, JSON.stringify([hit, ...rest].slice(0, RECENT_MAX)));
}

/** The words typed, once typing pauses. */
function usePaused(value: string) {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setPaused(value), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return paused;
}

/** The role's screens whose names hold the words typed (the dashboard first). */
function useScreens(role: Role, query: string): QuickSearchHit[] {
  const { t } = useLingui();
  const name = useScreenName();
  const dashboard = useDashboardOf(role);
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  const screens = [
    { id: 'home', title: t`Dashboard`, detail: '', href: homePathFor(role) },
    ...navGroupsFor(role, dashboard, usesEmulators).flatMap((group) =>
      group.links.map((card) => ({
        id: card.path,
        title: name(card.title),
        detail: group.label ?? '',
        href: card.path,
      })),
    ),
  ];
  return screens.filter((screen) => screen.title.toLowerCase().includes(wanted)).slice(0, 6);
}

function Results({ role, onChoose }: { role: Role; onChoose: (hit: QuickSearchHit) => void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const paused = usePaused(query.trim());
  const found = useQuery({
    queryKey: ['quick-search', paused],
    queryFn: () => apiRequest<QuickSearchDto>(`/api/search?q=${encodeURIComponent(paused)}`, MESSAGES.fetchDataFailed),
    enabled: paused.length > 0,
    placeholderData: keepPreviousData,
  });
  const screens = useScreens(role, query);
  const recent = query.trim() ? [] : recentChoices();
  const staff = role === 'admin' || role === 'hr';
  const shown: [string, QuickSearchHit[]][] = [
    [t`Recent`, recent],
    [t`Screens`, screens],
    [t`People`, query.trim() ? (found.data?.people ?? []) : []],
    [t`Jobs`, query.trim() ? (found.data?.jobs ?? []) : []],
  ];
  const keyOf = (heading: string, hit: QuickSearchHit) => `${heading} ${hit.href}`;

  const group = (heading: string, hits: QuickSearchHit[]) =>
    hits.length > 0 && (
      <Command.Group key={heading} heading={heading}>
        {hits.map((hit) => (
          <Command.Item key={keyOf(heading, hit)} value={keyOf(heading, hit)} onSelect={() => onChoose(hit)}>
            <Text as="span">{hit.title}</Text>
            {hit.detail && (
              <Text as="span" color="gray.600" fontSize="sm" ms="2">
                {hit.detail}
              </Text>
            )}
          </Command.Item>
        ))}
      </Command.Group>
    );
  return (
    <Command label={t`Search`} shouldFilter={false} loop>
      <Command.Input
        value={query}
        onValueChange={setQuery}
        placeholder={staff ? t`People, jobs, screens` : t`Jobs, screens`}
        autoFocus
      />
      {/* Status and errors sit beside the listbox, never in it: a listbox holds options and groups only. */}
      <Text role="status" fontSize="sm" color="gray.600">
        {found.isFetching ? t`Searching...` : ''}
      </Text>
      {found.error && (
        <Text role="alert" color="red.700">
          {MESSAGES.fetchDataFailed}
        </Text>
      )}
      <Command.List>
        {query.trim() !== '' && !found.isFetching && <Command.Empty>{t`No results.`}</Command.Empty>}
        {shown.map(([heading, hits]) => group(heading, hits))}
      </Command.List>
    </Command>
  );
}

/** The search dialog: a combobox (arrows, Enter, Escape) over grouped results; a choice opens its screen. */
export default function SearchPalette({
  open,
  onClose,
  returnTo,
}: {
  open: boolean;
  onClose: () => void;
  returnTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const role = useSession((state) => state.user?.role);
  if (!role) return null;
  const choose = (hit: QuickSearchHit) => {
    remember(hit);
    onClose();
    void navigate(hit.href);
  };
  return (
    <QueryProvider>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => !details.open && onClose()}
        finalFocusEl={() => returnTo.current}
        placement="top"
        size="md"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t`Search`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Box
                  css={{
                    '& [cmdk-input]': { width: '100%', borderWidth: '1px', borderRadius: 'md', px: '3', py: '2' },
                    '& [cmdk-list]': { mt: '3', maxH: '60vh', overflowY: 'auto' },
                    '& [cmdk-group-heading]': { fontSize: 'xs', fontWeight: 'bold', color: 'gray.600', mt: '2' },
                    '& [cmdk-item]': { px: '2', py: '1.5', borderRadius: 'md', cursor: 'pointer' },
                    '& [cmdk-item][data-selected=true]': { bg: 'blue.50' },
                  }}
                >
                  {open && <Results role={role} onChoose={choose} />}
                </Box>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Close search`} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </QueryProvider>
  );
}
