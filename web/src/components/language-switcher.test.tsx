import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../stores/session';
import { activateLanguage, LANGUAGE_KEY, preferredLanguage } from '../lib/i18n';
import { apiServer } from '../test/api-server';
import { UiProvider } from './ui/provider';
import { LanguageSwitcher } from './language-switcher';
import { Trans } from '@lingui/react/macro';

function renderSwitcher() {
  render(
    <UiProvider>
      <LanguageSwitcher />
      <p>
        <Trans>Sign In</Trans>
      </p>
    </UiProvider>,
  );
}

describe('LanguageSwitcher', () => {
  afterEach(async () => {
    useSession.getState().clearUser();
    await activateLanguage('en');
  });

  it('when a visitor picks Français, then the screen, <html lang> and this browser switch; nothing is sent', async () => {
    let patched = false;
    apiServer.use(http.patch('*/api/user/:id', () => ((patched = true), HttpResponse.json({}))));
    renderSwitcher();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    expect(await screen.findByText('Se connecter')).toBeInTheDocument();
    expect(screen.getByLabelText('Langue')).toHaveValue('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fr');
    expect(patched).toBe(false);
  });

  it('when a signed-in candidate picks Español, then their profile stores it through PATCH /api/user/:id', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.patch('*/api/user/:id', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({});
      }),
    );
    useSession.getState().setUser({ _id: 'u1', email: 'c@example.com', role: 'candidate' });
    renderSwitcher();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(await screen.findByText('Iniciar sesión')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ id: 'u1', body: { language: 'es' } }]));
    expect(useSession.getState().user?.language).toBe('es');
  });

  it("when nothing was chosen, then the browser's first language the portal speaks is used, else English", () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
    try {
      Object.defineProperty(navigator, 'languages', { value: ['it-IT', 'de-AT', 'fr'], configurable: true });
      expect(preferredLanguage()).toBe('de');
      Object.defineProperty(navigator, 'languages', { value: ['it-IT', 'pt'], configurable: true });
      expect(preferredLanguage()).toBe('en');
      localStorage.setItem(LANGUAGE_KEY, 'es');
      expect(preferredLanguage()).toBe('es');
    } finally {
      delete (navigator as { languages?: unknown }).languages;
      Object.defineProperty(Navigator.prototype, 'languages', original);
    }
  });
});
