import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../stores/session';
import { UiProvider } from './provider';
import { RecordHeading } from './record-heading';

describe('a record page heading', () => {
  it('when hr opens a person, then breadcrumbs lead from the dashboard through People to the person', () => {
    useSession.setState({ user: { _id: 'hr-1', email: 'hr@example.com', role: 'hr' }, ready: true });
    render(
      <UiProvider>
        <MemoryRouter>
          <RecordHeading trail={[{ label: 'People', to: '/hr/people' }]}>Ana Lima</RecordHeading>
        </MemoryRouter>
      </UiProvider>,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/hr'],
      ['People', '/hr/people'],
    ]);
    expect(within(trail).getByText('Ana Lima')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ana Lima');
  });
});
