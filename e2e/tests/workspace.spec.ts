import { expect, test, type APIRequestContext } from '@playwright/test';
import { applicant, newEmployee } from './board-support';
import { apiToken, createJobAsAdmin, DEMO, DEMO_PASSWORD, expectDashboard, letterStamp, signIn } from './support';

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, ranges: [{ start: '00:00', end: '24:00' }] }));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the API and answers the person's token and uid. */
async function session(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { token: string; user: { _id: string } };
  return { token: body.token, uid: body.user._id };
}

/** A new admin of their own: what waits for them is this test's alone (the demo admin's inbox is shared). */
async function newAdmin(request: APIRequestContext) {
  const person = await newEmployee(request, `Ada Approver ${letterStamp()}`);
  const admin = await apiToken(request, DEMO.admin.email);
  const { uid } = await session(request, person.email);
  const promoted = await request.patch(`/api/user/${uid}/role`, { headers: bearer(admin), data: { role: 'admin' } });
  expect(promoted.status()).toBe(200);
  return { ...person, uid };
}

test('when an admin owes a scorecard and an offer waits for approval, then Needs you opens each, and once done each leaves', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Workspace Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title, kit: { attributes: [{ name: 'Craft' }] } });
  const interviewed = await applicant(request, job._id, `Iris Interviewed ${letterStamp()}`);
  const offered = await applicant(request, job._id, `Omar Offered ${letterStamp()}`);
  const admin = await newAdmin(request);
  const hr = await apiToken(request, DEMO.hr.email);

  // hr puts the new admin on one panel, and sends an offer for the other application to the admins.
  const seated = await request.post(`/api/application/${interviewed.applicationId}/interviewers`, {
    headers: bearer(hr),
    data: { uid: admin.uid },
  });
  expect(seated.status()).toBe(201);
  const staged = await request.patch(`/api/application/${offered.applicationId}/stage`, {
    headers: bearer(hr),
    data: { stage: 'offer' },
  });
  expect(staged.status()).toBe(200);
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const drafted = await request.post(`/api/application/${offered.applicationId}/offer`, {
    headers: bearer(hr),
    data: { salary: 70000, currency: 'EUR', period: 'YEAR', startDate: day(60), expiresOn: day(14) },
  });
  expect(drafted.status()).toBe(201);
  const offerId = ((await drafted.json()) as { _id: string })._id;
  expect((await request.post(`/api/offer/${offerId}/submit`, { headers: bearer(hr) })).status()).toBe(200);

  await signIn(page, admin.email);
  await expectDashboard(page, 'admin');
  const needsYou = page.locator('section[aria-labelledby="needs-you"]');
  const scorecardItem = needsYou.getByRole('link', { name: `Scorecard to send: ${interviewed.name} · ${title}` });
  const offerItem = needsYou.getByRole('link', { name: `Offer to approve: ${offered.name} · ${title}` });
  await expect(scorecardItem).toBeVisible();
  await expect(offerItem).toBeVisible();
  // The Interviews card counts what waits there: this admin's one scorecard.
  const interviewsCard = page.getByRole('main').getByRole('link', { name: /Interviews/ });
  await expect(interviewsCard).toContainText('1 waiting');
  // The bell too: the offer was sent to them for approval, and they were put on a panel.
  await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

  // The scorecard item opens the interview; once the scorecard is in, item and count are gone.
  await scorecardItem.click();
  await expect(page).toHaveURL(new RegExp(`/admin/interviews/${interviewed.applicationId}$`));
  const form = page.getByRole('form', { name: 'Scorecard' });
  await form.getByRole('group', { name: 'Craft' }).getByLabel('3 Good').check();
  await form.getByRole('group', { name: 'Recommendation' }).getByLabel('Yes', { exact: true }).check();
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(page.getByRole('status')).toHaveText('Scorecard saved.');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expectDashboard(page, 'admin');
  await expect(scorecardItem).toHaveCount(0);
  await expect(interviewsCard).not.toContainText('waiting');

  // The offer item opens the application on the pipeline; approved, it leaves.
  await offerItem.click();
  await expect(page).toHaveURL(/\/admin\/pipeline\?job=.+&application=/);
  const offer = page.getByRole('dialog').getByRole('region', { name: 'Offer' });
  await offer.getByRole('button', { name: 'Approve and send' }).click();
  await expect(offer.getByText('Sent to the candidate')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expectDashboard(page, 'admin');
  await expect(offerItem).toHaveCount(0);
});

test('when hr sends a booking link, then the candidate books their interview from the dashboard item, and the interviewer is notified', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Booked Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title });
  const candidate = await applicant(request, job._id, `Bea Booker ${letterStamp()}`);
  const interviewer = await newEmployee(request, `Ivo Interviewer ${letterStamp()}`);
  const interviewerSession = await session(request, interviewer.email);
  const hours = { timeZone: 'UTC', weekly: ALL_WEEK, bufferMinutes: 0, maxPerDay: 12, minNoticeHours: 0 };
  const saved = await request.put('/api/me/availability', { headers: bearer(interviewerSession.token), data: hours });
  expect(saved.status()).toBe(200);
  const hr = await apiToken(request, DEMO.hr.email);
  const seated = await request.post(`/api/application/${candidate.applicationId}/interviewers`, {
    headers: bearer(hr),
    data: { uid: interviewerSession.uid },
  });
  expect(seated.status()).toBe(201);
  const link = await request.post(`/api/application/${candidate.applicationId}/schedule`, {
    headers: bearer(hr),
    data: { lengthMinutes: 30, required: 'all', days: 3 },
  });
  expect(link.status()).toBe(201);

  await signIn(page, candidate.email);
  await expectDashboard(page, 'candidate');
  await page
    .locator('section[aria-labelledby="needs-you"]')
    .getByRole('link', { name: `Book your interview for ${title}` })
    .click();
  await page
    .getByRole('region', { name: 'Free times' })
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Your interview:/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expectDashboard(page, 'candidate');
  await expect(page.getByRole('link', { name: `Book your interview for ${title}` })).toHaveCount(0);

  // The interviewer's bell says so, and the notification opens the interview.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, interviewer.email);
  await expectDashboard(staff, 'employee');
  await staff.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const drawer = staff.getByRole('dialog', { name: 'Notifications' });
  await drawer.getByRole('link', { name: `Unread: Interview booked: ${candidate.name} · ${title}` }).click();
  await expect(staff).toHaveURL(new RegExp(`/employee/interviews/${candidate.applicationId}$`));
});

test('when a candidate uses the portal on a 390 px phone, then the menu opens the navigation and nothing scrolls sideways', async ({
  browser,
}) => {
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(phone, DEMO.candidate.email);
  await expectDashboard(phone, 'candidate');
  const overflow = () => phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The side navigation is for wide screens; here the Menu button opens it as a drawer.
  await expect(phone.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  const menu = phone.getByRole('button', { name: 'Menu' });
  await menu.click();
  const drawer = phone.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Jobs' })).toBeVisible();
  await phone.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await phone.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Applications' }).click();
  await expect(phone).toHaveURL(/\/candidate\/applications$/);
  await expect(phone.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('when hr presses Ctrl+K and types a candidate’s name, then the person is found and Enter opens their profile', async ({
  page,
  request,
}) => {
  const title = `Searched Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title });
  const candidate = await applicant(request, job._id, `Sid Searched ${letterStamp()}`);
  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Search' });
  await search.getByRole('combobox').fill(candidate.name);
  const person = search.getByRole('option', { name: new RegExp(candidate.name) });
  await expect(person).toBeVisible();
  // The arrows choose among the results (which one is chosen first depends on when each group's answer came).
  await expect(async () => {
    if ((await person.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
    await expect(person).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  }).toPass();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/hr/people/${candidate.uid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(candidate.name);
});

test('when hr opens Pipeline, then it opens on the open jobs with their counts, and the job last opened comes first', async ({
  page,
  request,
}) => {
  const title = `Overview Role ${Date.now()}`;
  // hr's own job: the jobs they posted or sit a panel for come first, the newest of them first (an admin's new job
  // could be pushed off the list by the demo hr's own).
  const hrToken = await apiToken(request, DEMO.hr.email);
  const posted = await request.post('/api/job', { headers: bearer(hrToken), data: { title } });
  expect(posted.status()).toBe(201);
  const job = (await posted.json()) as { _id: string };
  await applicant(request, job._id, `Ola Overview ${letterStamp()}`);
  await signIn(page, DEMO.hr.email);
  await expectDashboard(page, 'hr');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Pipeline/ })
    .click();
  const overview = page.getByRole('region', { name: 'Open jobs' });
  // hr's newest own job is listed, with its count per stage.
  const row = overview.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Applied 1');
  await row.getByRole('button', { name: title }).click();
  await expect(page.getByRole('region', { name: 'Applied stage' })).toBeVisible();
  // Back on Pipeline without a job: the one just opened leads the list.
  await page.goto('/hr/pipeline');
  await expect(overview.getByRole('listitem').first()).toContainText(title);
  await expect(overview.getByRole('listitem').first()).toContainText('Last opened');
});
