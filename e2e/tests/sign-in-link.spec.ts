import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectDashboard, signIn, uniqueEmail } from './support';

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

test('when a stranger has spent an account’s sign-in attempts, then its owner signs in by an e-mailed link', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('locked');
  const signUp = await request.post('/api/auth/register', {
    data: { name: 'Lina Locked', email, password: DEMO_PASSWORD, role: 'candidate' },
  });
  expect(signUp.status()).toBe(201);
  // A stranger guesses until the account's budget is spent.
  let last = 0;
  for (let i = 0; i < 11; i++) {
    last = (await request.post('/api/auth/login', { data: { email, password: `guess-${i}` } })).status();
  }
  expect(last).toBe(429);

  // The owner, with the right password, is refused too, and is offered the link.
  await signIn(page, email, DEMO_PASSWORD, 429);
  await expect(page.getByText('Too many requests. Please wait a moment and try again.')).toBeVisible();
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a sign-in link is on its way' })).toBeVisible();

  // The Auth emulator keeps the e-mail it would send: follow its link as the owner's mail client would.
  const codes = await request.get(`http://${AUTH_EMULATOR}/emulator/v1/projects/demo-hr-portal/oobCodes`);
  const { oobCodes } = (await codes.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const sent = oobCodes.filter((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN');
  expect(sent).toHaveLength(1);
  const link = new URL(sent[0]!.oobLink);
  const landing = new URL(link.searchParams.get('continueUrl')!);
  for (const name of ['apiKey', 'oobCode', 'mode', 'lang'])
    landing.searchParams.set(name, link.searchParams.get(name) ?? '');
  expect(landing.pathname).toBe('/login/link');
  await page.goto(landing.pathname + landing.search);
  await expectDashboard(page, 'candidate');
});
