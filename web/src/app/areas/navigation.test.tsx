import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@hr-portal/contract';
import { UiProvider } from '../../components/ui/provider';
import { useSession } from '../../stores/session';
import { SideNavigation, SkipLink } from './navigation';
import ShellPart from './shell-parts';

// Side navigation shows from the lg breakpoint on; jsdom matches no media query, so the queries include hidden ones
// (and a hidden element has no accessible name: the links are found by their text).
const hidden = true;

/** Rendered inside act, which waits for the role's dashboard (the navigation suspends until its chunk is there). */
async function renderAt(role: Role, path: string, ui = <SideNavigation />) {
  useSession.setState({ user: { _id: 'u1', email: 'me@example.com', role }, ready: true });
  await act(async () => {
    render(
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </UiProvider>,
    );
  });
}

describe('the navigation', () => {
  beforeEach(() => useSession.setState({ user: null, ready: false }));

  it('when hr is on the pipeline, then screens are grouped by purpose and the pipeline is marked current', async () => {
    await renderAt('hr', '/hr/pipeline');
    const nav = await screen.findByRole('navigation', { hidden });
    expect(nav).toHaveAttribute('aria-label', 'Main navigation');
    expect(
      within(nav)
        .getAllByText(/^(Hiring|People|Insights|Settings|You)$/, { selector: 'p' })
        .map((label) => label.textContent),
    ).toEqual(['Hiring', 'People', 'Insights', 'Settings', 'You']);
    const current = within(nav).getByRole('link', { current: 'page', hidden });
    expect(current).toHaveTextContent('Pipeline');
    expect(current).toHaveAttribute('href', '/hr/pipeline');
    expect(within(nav).getByText('Dashboard')).toHaveAttribute('href', '/hr');
    expect(within(nav).getByText('Onboarding')).toHaveAttribute('href', '/hr/onboarding');
  });

  it('when a candidate is signed in, then their four screens are listed in their dashboard’s order, ungrouped', async () => {
    await renderAt('candidate', '/candidate');
    const nav = await screen.findByRole('navigation', { hidden });
    expect(nav).toHaveAttribute('aria-label', 'Main navigation');
    expect(
      within(nav)
        .getAllByRole('link', { hidden })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/candidate',
      '/candidate/jobs',
      '/candidate/applications',
      '/candidate/documents',
      '/candidate/profile',
    ]);
    expect(within(nav).getByText('Dashboard')).toHaveAttribute('aria-current', 'page');
  });

  it('when the menu button is pressed on a phone, then the navigation opens in a drawer that a choice closes', async () => {
    await renderAt('employee', '/employee', <ShellPart part="menu" />);
    const menu = screen.getByRole('button', { name: 'Menu', hidden });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: /Documents/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    // Opened again (its code is loaded by now) and closed with Escape: focus is back on the Menu button.
    await userEvent.click(menu);
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).toHaveFocus());
  });

  it('when the page opens, then the skip link leads to the main content', async () => {
    await renderAt('admin', '/admin', <SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });
});
