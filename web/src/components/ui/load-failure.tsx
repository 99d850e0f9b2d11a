import { Box, Button, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import type { Language } from '@hr-portal/contract';

// What a screen says when its code or its messages could not be fetched (offline for a moment, a new release
// deployed meanwhile). Written here, not in the message catalogs: those are what may have failed to load.
/* eslint-disable lingui/no-unlocalized-strings -- these are the translations, for when the catalogs are missing */
export const LOAD_FAILURE: Record<Language, { text: string; retry: string }> = {
  en: { text: 'This page could not load. Check your connection and try again.', retry: 'Try again' },
  de: {
    text: 'Diese Seite konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
  fr: { text: 'Cette page n’a pas pu se charger. Vérifiez votre connexion et réessayez.', retry: 'Réessayer' },
  es: { text: 'No se pudo cargar esta página. Comprueba tu conexión e inténtalo de nuevo.', retry: 'Reintentar' },
};
/* eslint-enable lingui/no-unlocalized-strings */

/** A screen's code or messages that could not be fetched (the browsers' words for a failed module import). */
export const isLoadFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch|messages for/i.test(error.message);

/**
 * Shows a load failure in `language`, with a reload, instead of an empty page when a part of the app could not be
 * fetched. Any other error is not this boundary's: it goes on as it came.
 */
export class LoadFailureBoundary extends Component<
  { language: () => Language; children: ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!isLoadFailure(this.state.error)) throw this.state.error;
    const words = LOAD_FAILURE[this.props.language()];
    return (
      <Box role="alert" p="6" display="flex" flexDirection="column" gap="3" alignItems="flex-start">
        <Text>{words.text}</Text>
        <Button colorPalette="blue" onClick={() => window.location.reload()}>
          {words.retry}
        </Button>
      </Box>
    );
  }
}
