import { expect, test } from '@playwright/test';
import { caughtMailTo, uniqueEmail } from './support';

test('when someone signs up with the owner’s address, then the owner’s verification link makes the account theirs: the other password stops working and they set their own', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('squatted');
  const signUp = await request.post('/api/auth/register', {
    data: { name: 'Sam Squatter', email, password: 'the-squatters-password', role: 'candidate' },
  });
  expect(signUp.status()).toBe(201);

  // The portal's verification e-mail reaches the address's real owner.
  const toOwner = await caughtMailTo(browser, email);
  const caught = toOwner.filter({
    has: toOwner.page().getByRole('heading', { name: 'Verify your HR Portal e-mail address' }),
  });
  await expect(caught).toHaveCount(1, { timeout: 20_000 });
  const text = (await caught.locator('pre').first().textContent()) ?? '';
  const link = new URL(/https?:\/\/\S+\/verify-email\?\S+/.exec(text)![0]);

  // The owner opens it in a browser of their own: the page says what pressing does, then signs them in.
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(link.pathname + link.search);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Verify your e-mail address');
  await expect(owner.getByText(/removes every other way into it, such as a password/)).toBeVisible();
  await owner.getByRole('button', { name: 'Verify my address' }).click();
  await expect(owner.getByRole('status')).toContainText('Your e-mail address is verified and you are signed in.');
  expect(
    (await request.post('/api/auth/login', { data: { email, password: 'the-squatters-password' } })).status(),
  ).toBe(401);

  // From their profile they set a password of their own and sign in with it.
  await owner.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(owner.getByRole('region', { name: 'Your data' })).toBeVisible();
  // The profile's lazy cards arrive after its heading: wait for them before typing into one.
  await expect(owner.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
  const form = owner.getByRole('form', { name: 'Set a password' });
  await form.getByLabel('New password').fill('short');
  await form.getByRole('button', { name: 'Set password' }).click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await form.getByLabel('New password').fill('the-owners-own-password');
  await form.getByRole('button', { name: 'Set password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password is set. You can sign in with it from now on.');
  expect(
    (await request.post('/api/auth/login', { data: { email, password: 'the-owners-own-password' } })).status(),
  ).toBe(200);
});
