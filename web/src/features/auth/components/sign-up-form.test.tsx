import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../../components/ui/provider';
import { ApiError } from '../../../lib/api-client';
import { register } from '../../../api/auth';
import { activateLanguage } from '../../../lib/i18n';
import SignUpForm from './sign-up-form';

vi.mock('../../../api/auth', () => ({ register: vi.fn() }));
const registerMock = vi.mocked(register);

function renderForm() {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<SignUpForm />} />
          <Route path="/candidate" element={<p>candidate home</p>} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

async function fill(name: string, email: string, password: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText(/Full Name/), name);
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignUpForm', () => {
  beforeEach(() => {
    registerMock.mockReset();
  });

  it("when fields break the contract's rules, then each message shows under its field and nothing is sent", async () => {
    renderForm();
    await fill('', 'not-an-address', 'short');
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('when valid, then the parsed form is sent (trimmed name, lower-case email) and the candidate lands home', async () => {
    registerMock.mockResolvedValue({ user: { role: 'candidate' } } as Awaited<ReturnType<typeof register>>);
    renderForm();
    await fill('  Cara Diaz ', 'Cara@Example.COM', 'a-long-password');
    expect(await screen.findByText('candidate home')).toBeInTheDocument();
    expect(registerMock).toHaveBeenCalledWith({
      name: 'Cara Diaz',
      email: 'cara@example.com',
      password: 'a-long-password',
      role: 'candidate',
      language: 'en',
    });
  });

  it("when the screens are in German, then the labels and the contract's messages are German and the account is made in German", async () => {
    await activateLanguage('de');
    try {
      renderForm();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/E-Mail/), 'not-an-address');
      await user.click(screen.getByRole('button', { name: 'Registrieren' }));
      expect(await screen.findByText('Name ist erforderlich')).toBeInTheDocument();
      expect(screen.getByText('Geben Sie eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('de');
      registerMock.mockResolvedValue({ user: { role: 'candidate' } } as Awaited<ReturnType<typeof register>>);
      await user.type(screen.getByLabelText(/Vollständiger Name/), 'Lena Vogel');
      await user.clear(screen.getByLabelText(/E-Mail/));
      await user.type(screen.getByLabelText(/E-Mail/), 'lena@example.com');
      await user.type(screen.getByLabelText(/Passwort/), 'a-long-password');
      await user.click(screen.getByRole('button', { name: 'Registrieren' }));
      expect(await screen.findByText('candidate home')).toBeInTheDocument();
      expect(registerMock).toHaveBeenCalledWith(expect.objectContaining({ language: 'de' }));
    } finally {
      await activateLanguage('en');
    }
  });

  it("when the server refuses, then its message shows in the form's alert and the button is usable again", async () => {
    registerMock.mockRejectedValue(new ApiError('An account with this email already exists', 409));
    renderForm();
    await fill('Cara', 'cara@example.com', 'a-long-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });
});
