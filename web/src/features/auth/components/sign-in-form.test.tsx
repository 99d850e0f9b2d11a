import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../../components/ui/provider';
import { ApiError } from '../../../lib/api-client';
import { login } from '../../../api/auth';
import { SignInForm } from './sign-in-form';

// The network call is the API module's job (covered by the API and e2e layers); here only the form's states.
vi.mock('../../../api/auth', () => ({ login: vi.fn() }));
const loginMock = vi.mocked(login);

function renderForm() {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<SignInForm />} />
          <Route path="/hr" element={<p>hr home</p>} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInForm', () => {
  beforeEach(() => {
    loginMock.mockReset();
  });

  it('when signing in is under way, then the button reads "Signing In..." and is disabled', async () => {
    loginMock.mockReturnValue(new Promise(() => {}));
    renderForm();
    await submit('hr@demo.test', 'demo-password');
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(loginMock).toHaveBeenCalledWith({ email: 'hr@demo.test', password: 'demo-password' });
  });

  it('when sign-in succeeds, then the user lands on their role home', async () => {
    loginMock.mockResolvedValue({
      token: 't',
      refreshToken: 'r',
      user: { _id: 'h1', name: 'H', email: 'hr@demo.test', role: 'hr', emailVerified: true, lastLogin: null },
    });
    renderForm();
    await submit('hr@demo.test', 'demo-password');
    expect(await screen.findByText('hr home')).toBeInTheDocument();
  });

  it('when the server refuses, then its message is shown as an alert and the button is usable again', async () => {
    loginMock.mockRejectedValue(new ApiError('Invalid email or password', 401));
    renderForm();
    await submit('hr@demo.test', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('when the failure carries no message, then "Login failed" is shown', async () => {
    loginMock.mockRejectedValue(new Error(''));
    renderForm();
    await submit('hr@demo.test', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });
});
