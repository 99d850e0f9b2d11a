import { describe, expect, it } from 'vitest';
import candidate from './dashboards/candidate.json';
import employee from './dashboards/employee.json';
import { DASHBOARD_TEXTS } from './dashboard-texts';

describe('DASHBOARD_TEXTS', () => {
  it("translates every text of the candidate's and the employee's dashboards, keyed by its exact English", () => {
    for (const [english, descriptor] of Object.entries(DASHBOARD_TEXTS)) expect(descriptor.message).toBe(english);
    const texts = [candidate, employee].flatMap((board) => [
      board.title,
      ...board.cards.flatMap((card) => [card.title, card.description]),
    ]);
    expect(texts.filter((text) => !DASHBOARD_TEXTS[text])).toEqual([]);
  });
});
