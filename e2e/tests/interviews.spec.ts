import { expect, test, type Browser, type Page } from '@playwright/test';
import { applicant, column, newEmployee, openBoard } from './board-support';
import { createJobAsAdmin, letterStamp, signIn } from './support';

const KIT = {
  attributes: [{ name: 'Communication', description: 'Explains clearly' }, { name: 'Problem solving' }],
  questions: ['Walk us through a hard bug you fixed.'],
};

/** An interviewer signs in, opens the interview from their dashboard's Interviews card. */
async function openInterview(browser: Browser, email: string, candidate: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/employee$/, { timeout: 20_000 });
  await page
    .getByRole('main')
    .getByRole('link', { name: /Interviews/ })
    .click();
  const row = page.getByRole('row').filter({ hasText: candidate });
  await expect(row.getByText('To do')).toBeVisible();
  await row.getByRole('link', { name: `Open the interview with ${candidate}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Interview: ${candidate}`);
  return page;
}

async function submitScorecard(page: Page, ratings: [string, string], recommendation: string, notes: string) {
  const form = page.getByRole('form', { name: 'Scorecard' });
  await form.getByRole('group', { name: 'Communication' }).getByLabel(ratings[0]).check();
  await form.getByRole('group', { name: 'Problem solving' }).getByLabel(ratings[1]).check();
  await form.getByRole('group', { name: 'Recommendation' }).getByLabel(recommendation, { exact: true }).check();
  await form.getByLabel('Notes').fill(notes);
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(page.getByRole('status')).toHaveText('Scorecard saved.');
}

test('when two employees interview, then each scores blind, and hr sees the grid and the card average', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Interview Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title, kit: KIT });
  const candidate = await applicant(request, job._id, 'Ivo Interviewee');
  const [first, second] = [
    await newEmployee(request, `Fay First ${letterStamp()}`),
    await newEmployee(request, `Sol Second ${letterStamp()}`),
  ];

  // HR puts both on the panel from the drawer.
  await openBoard(page, 'hr', title);
  await column(page, 'Applied').getByRole('button', { name: candidate.name, exact: true }).click();
  const drawer = page.getByRole('dialog');
  for (const person of [first, second]) {
    await drawer.getByLabel('Find an interviewer by name or email').fill(person.email);
    await drawer.getByRole('button', { name: `Add ${person.name} (employee)` }).click();
    await expect(drawer.getByRole('list', { name: 'Interview panel' })).toContainText(person.name);
  }
  await expect(drawer.getByRole('list', { name: 'Timeline' })).toContainText(`Interviewer assigned: ${first.name}`);
  await expect(drawer.getByText(`Not submitted yet: ${first.name}, ${second.name}`)).toBeVisible();

  // The first interviewer sees the kit and submits.
  const firstPage = await openInterview(browser, first.email, candidate.name);
  await expect(firstPage.getByText(KIT.questions[0]!)).toBeVisible();
  await expect(firstPage.getByText('Explains clearly')).toBeVisible();
  await submitScorecard(firstPage, ['4 Excellent', '3 Good'], 'Strong yes', 'Clear and calm');
  await expect(firstPage.getByRole('table', { name: 'Decision grid' })).toContainText(first.name);

  // The second sees nothing of it until they submit too.
  const secondPage = await openInterview(browser, second.email, candidate.name);
  await expect(secondPage.getByText('open once you have submitted yours')).toBeVisible();
  await expect(secondPage.getByText('Clear and calm')).toHaveCount(0);
  await submitScorecard(secondPage, ['2 Mixed', '3 Good'], 'Yes', 'Quiet but sharp');
  const grid = secondPage.getByRole('table', { name: 'Decision grid' });
  await expect(grid).toContainText(first.name);
  await expect(grid).toContainText(second.name);
  await expect(secondPage.getByText('Clear and calm')).toBeVisible();

  // HR: the grid with both verdicts and averages; the board card shows the count and the average.
  // The address keeps the chosen job: the reloaded board is that job's.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Job', exact: true })).toHaveValue(title);
  const card = column(page, 'Applied').getByRole('listitem').filter({ hasText: candidate.name });
  await expect(card).toContainText('2 scorecards · average Strong yes (3.5)');
  await card.getByRole('button', { name: candidate.name, exact: true }).click();
  const hrGrid = page.getByRole('dialog').getByRole('table', { name: 'Decision grid' });
  await expect(hrGrid.getByRole('row', { name: /Communication/ })).toContainText('3.0');
  await expect(hrGrid.getByRole('row', { name: /Recommendation/ })).toContainText('Strong yes');
  await expect(page.getByRole('dialog').getByText('Every interviewer has submitted.')).toBeVisible();
});
