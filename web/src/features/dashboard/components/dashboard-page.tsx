import { Badge, Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingText } from '../../../components/ui/status-text';
import { usesEmulators } from '../../../lib/environment';
import { cardsShown, type Dashboard } from '../dashboards';
import { DASHBOARD_TEXTS } from '../dashboard-texts';
import { useInboxCounts, waitingOn } from '../inbox-counts';

const NeedsYou = lazy(() => import('./needs-you'));

/**
 * A grid of clickable cards; each whole card is one link to its screen. With `needsYou`, "Needs you" comes first
 * and each card says how many of its items wait.
 */
export function DashboardPage({ dashboard, needsYou = false }: { dashboard: Dashboard; needsYou?: boolean }) {
  const { i18n, t } = useLingui();
  const counts = useInboxCounts((state) => state.counts);
  const text = (english: string) =>
    Object.hasOwn(DASHBOARD_TEXTS, english) ? i18n._(DASHBOARD_TEXTS[english]!) : english;
  const { title } = dashboard;
  const cards = cardsShown(dashboard, usesEmulators);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {text(title)}
      </Heading>
      {needsYou && (
        <Box as="section" aria-labelledby="needs-you" bg="white" borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h2" size="md" mb="2" id="needs-you">
            {t`Needs you`}
          </Heading>
          <Suspense fallback={<LoadingText>{t`Loading what needs you...`}</LoadingText>}>
            <NeedsYou />
          </Suspense>
        </Box>
      )}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {cards.map((card) => {
          const waiting = needsYou ? waitingOn(card.path, counts) : '';
          return (
            <li key={card.path}>
              <Card.Root
                asChild
                h="full"
                transition="box-shadow 0.15s"
                _hover={{ shadow: 'md' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
              >
                <RouterLink to={card.path}>
                  <Card.Body gap="2">
                    <Heading as="h2" size="md">
                      {text(card.title)}
                    </Heading>
                    <Text color="gray.600">{text(card.description)}</Text>
                    {waiting !== '' && (
                      <Badge alignSelf="flex-start" colorPalette="orange">
                        {t`${waiting} waiting`}
                      </Badge>
                    )}
                  </Card.Body>
                </RouterLink>
              </Card.Root>
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
