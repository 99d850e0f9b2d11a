import { expect, test } from '@playwright/test';
import { candidateWithResume } from './people-support';
import { caughtMailTo, createJobAsAdmin, DEMO, expectDashboard, letterStamp, pickJob, signIn } from './support';

test('when hr finds a person by "Kubernetes", adds them to a pool and invites them to a job, then the invitation e-mail arrives with a talent-pool link', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = letterStamp();
  const applied = await createJobAsAdmin(request, { title: `Pool Applied ${stamp}` });
  const target = await createJobAsAdmin(request, {
    title: `Kubernetes Lead ${stamp}`,
    tags: ['Terraform'],
    description: `Run Kubernetes ${stamp} clusters with Terraform.`,
  });
  const name = `Petra Pool${stamp}`;
  const { email } = await candidateWithResume(request, name, applied._id, [
    `Site reliability, Berlin ${stamp}`,
    'Kubernetes, Terraform, Go',
  ]);

  // hr creates a pool.
  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^People/ })
    .click();
  await page.getByRole('link', { name: 'Talent pools', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talent pools');
  await page.getByLabel('Pool name').fill(`Platform ${stamp}`);
  await page.getByRole('button', { name: 'Create pool' }).click();
  await expect(
    page.getByRole('list', { name: 'Active pools' }).getByRole('link', { name: `Platform ${stamp}` }),
  ).toBeVisible();

  // Search, open the person, add them to the pool with a note.
  await page.goto(`/hr/people?q=${encodeURIComponent(`Kubernetes ${stamp}`)}`);
  await page.getByRole('list', { name: 'People found' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const addForm = page.getByRole('form', { name: `Add ${name} to a pool` });
  await addForm.getByLabel('Pool').selectOption({ label: `Platform ${stamp}` });
  await addForm.getByLabel('Note (optional)').fill('Strong on clusters');
  await addForm.getByRole('button', { name: 'Add to pool' }).click();
  const pools = page.getByRole('region', { name: 'Talent pools' });
  await expect(pools.getByRole('link', { name: `Platform ${stamp}` })).toBeVisible();
  await expect(pools.getByText(/Strong on clusters/)).toBeVisible();

  // Invite them to the other job from their profile.
  await pickJob(page, 'Job to invite to', target.title);
  await page.getByRole('button', { name: 'Invite to apply' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Invitation to apply for ${target.title} sent` }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Invitations to apply' }).getByRole('listitem').filter({ hasText: target.title }),
  ).toBeVisible();

  // The job's suggestions list them with the matched words, already invited.
  await page.goto(`/hr/talent-pools/suggestions?job=${target._id}`);
  const suggested = page
    .getByRole('list', { name: 'Suggested people' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(suggested.getByText(/Matched: .*Kubernetes/)).toBeVisible();
  await expect(suggested.getByText('Already invited to apply.')).toBeVisible();

  // The pool lists them with the note.
  await page.goto('/hr/talent-pools');
  await page.getByRole('link', { name: `Platform ${stamp}` }).click();
  const member = page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: name });
  await expect(member.getByRole('textbox', { name: 'Note' })).toHaveValue('Strong on clusters');

  // The invitation arrives (the Mailbox shows what the local mail catcher received) with the talent-pool link.
  const toCandidate = await caughtMailTo(browser, email);
  const caught = toCandidate.filter({
    has: toCandidate.page().getByRole('heading', { name: `A role you may like: ${target.title}` }),
  });
  await expect(caught).toHaveCount(1, { timeout: 20_000 });
  const text = (await caught.locator('pre').first().textContent()) ?? '';
  const link = /https?:\/\/\S+\?src=talent-pool/.exec(text)?.[0];
  expect(link).toContain(`/careers/${target.slug}?src=talent-pool`);

  // Following it, the careers page's Apply keeps the source.
  const candidatePage = await (await browser.newContext()).newPage();
  await candidatePage.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(candidatePage.getByRole('heading', { level: 1 })).toHaveText(target.title);
  await expect(candidatePage.getByRole('link', { name: /Apply/ }).first()).toHaveAttribute(
    'href',
    `/apply/${target._id}?src=talent-pool`,
  );
});
