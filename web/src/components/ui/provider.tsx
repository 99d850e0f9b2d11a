import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { system } from './system';

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ChakraProvider>
  );
}
