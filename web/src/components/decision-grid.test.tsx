import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScorecardsDto } from '@hr-portal/contract';
import { UiProvider } from './ui/provider';
import { DecisionGrid } from './decision-grid';

const person = (uid: string, name: string, submitted: boolean) => ({
  uid,
  name,
  email: `${uid}@x.test`,
  assignedAt: null,
  submitted,
});
const card = (
  uid: string,
  name: string,
  ratings: Record<string, 1 | 2 | 3 | 4>,
  recommendation: 'no' | 'strong_yes',
) => ({
  interviewer: { uid, name, email: `${uid}@x.test` },
  ratings,
  recommendation,
  notes: '',
  submittedAt: null,
  updatedAt: null,
});

const GRID: ScorecardsDto = {
  blind: false,
  attributes: [
    { id: 'craft', name: 'Craft' },
    { id: 'talk', name: 'Communication' },
  ],
  interviewers: [person('a', 'Ann', true), person('b', 'Bo', true), person('c', 'Cy', false)],
  scorecards: [card('a', 'Ann', { craft: 4, talk: 2 }, 'strong_yes'), card('b', 'Bo', { craft: 3 }, 'no')],
};

const show = (grid: ScorecardsDto) =>
  render(
    <UiProvider>
      <DecisionGrid grid={grid} />
    </UiProvider>,
  );

describe('DecisionGrid', () => {
  it('when two of three submitted, then each attribute row has both ratings and its average, and the third waits', () => {
    show(GRID);
    const table = screen.getByRole('table', { name: 'Decision grid' });
    const craft = within(table).getByRole('row', { name: /Craft/ });
    expect(craft).toHaveTextContent('4 Excellent');
    expect(craft).toHaveTextContent('3 Good');
    expect(craft).toHaveTextContent('3.5');
    // An attribute added after Bo scored: his cell is empty and the average counts Ann only.
    expect(within(table).getByRole('row', { name: /Communication/ })).toHaveTextContent('2 Mixed—2.0');
    expect(within(table).getByRole('row', { name: /Recommendation/ })).toHaveTextContent('Strong yesNoYes (3.0)');
    expect(screen.getByText('Not submitted yet: Cy')).toBeInTheDocument();
  });

  it('when the caller has not submitted, then the grid shows nothing but why', () => {
    show({ ...GRID, blind: true, scorecards: [], interviewers: [] });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/open once you have submitted yours/)).toBeInTheDocument();
  });
});
