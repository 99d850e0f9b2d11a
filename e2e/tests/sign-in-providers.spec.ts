import { expect, test, type APIRequestContext } from '@playwright/test';
import { createJobAsAdmin, DEMO, expectDashboard, signIn } from './support';

/*
 * Company SSO as admins set it up, and what the sign-in page then offers. The provider's own window cannot be driven
 * here: the Firebase SDK's pop-up and redirect flows, and the Auth emulator's relay page, load Google's gapi library
 * from apis.google.com, which this machine cannot reach. The provider's answer is therefore made where the emulator's
 * provider page would send it (accounts:signInWithIdp), and the rest goes through Hosting as the browser's call does.
 */

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
/** The emulator's provider page styles itself from the internet, which this machine does not reach. */
const EMULATOR_PAGE_STYLES = /unpkg\.com|fonts\.(googleapis|gstatic)\.com/;
const SSO = { providerId: 'oidc.e2e-company', label: 'E2E Company SSO', domain: 'e2e-company.example' };

/** The Firebase ID token of a sign-in at the provider, as the emulator's provider page would end it. */
async function providerSignIn(request: APIRequestContext, providerId: string, email: string): Promise<string> {
  const answer = await request.post(
    `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      data: {
        requestUri: 'http://127.0.0.1:5000/__/auth/handler',
        postBody: new URLSearchParams({
          providerId,
          id_token: JSON.stringify({ sub: `sub-${email}`, email, email_verified: true, name: 'Hana Ito' }),
        }).toString(),
        returnSecureToken: true,
      },
    },
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { idToken: string }).idToken;
}

test('when an admin sets up SSO and adds an hr member, then sign-in offers it, the member signs in as hr, and disabling them ends that at once', async ({
  browser,
  page,
  request,
}) => {
  await signIn(page, DEMO.admin.email);
  await expectDashboard(page, 'admin');
  await page.goto('/admin/sign-in');
  const form = page.getByRole('form', { name: 'Sign-in settings' });
  await form.getByLabel("Staff sign in with the company's SSO").check();
  await form.getByLabel('Provider id').fill('acme');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The provider id is the one Identity Platform shows')).toBeVisible();
  await form.getByLabel('Provider id').fill(SSO.providerId);
  await form.getByLabel('Button name').fill(SSO.label);
  await form.getByLabel('Company e-mail domains').fill(SSO.domain);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sign-in settings saved' })).toBeVisible();

  const email = `hana-${Date.now()}@${SSO.domain}`;
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const adding = page.getByRole('form', { name: 'Add staff member' });
  await adding.getByLabel('Name').fill('Hana Ito');
  await adding.getByLabel('Work e-mail').fill(email);
  await adding.getByLabel('Role').selectOption('hr');
  await adding.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Staff member added' })).toBeVisible();

  // A visitor's sign-in page offers the company's sign-in beside Google and Microsoft.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/login');
  for (const name of ['Continue with Google', 'Continue with Microsoft', `Continue with ${SSO.label}`]) {
    await expect(visitor.getByRole('button', { name })).toBeEnabled();
  }
  // The company button goes to that provider's sign-in page (the Auth emulator's, standing in for the company's).
  await visitor.context().route(EMULATOR_PAGE_STYLES, (route) => route.abort());
  await visitor.getByRole('button', { name: `Continue with ${SSO.label}` }).click();
  await expect(visitor).toHaveURL(
    new RegExp(`^http://${AUTH_EMULATOR}/emulator/auth/handler\\?.*providerId=${SSO.providerId}`),
  );
  await expect(visitor.getByText(`Sign-in with ${SSO.providerId}`)).toBeVisible();
  await visitor.context().close();

  // The member's first SSO sign-in finds the account the admin made: an hr session, never a new candidate.
  const session = await request.post('/api/auth/provider-session', {
    data: { idToken: await providerSignIn(request, SSO.providerId, email) },
  });
  expect(session.status()).toBe(200);
  const { token, user } = (await session.json()) as { token: string; user: { role: string; _id: string } };
  expect(user.role).toBe('hr');
  const board = () => request.get('/api/application', { headers: { authorization: `Bearer ${token}` } });
  expect((await board()).status()).toBe(200);

  // Disabled on User Management: the session they hold is refused at the next request.
  await page.getByRole('search').getByRole('textbox').fill(email);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Disable ${email}` }).click();
  await expect(page.getByRole('button', { name: `Enable ${email}` })).toBeVisible();
  expect((await board()).status()).toBe(401);
});

test("when a visitor on a careers page applies and continues with Google, then Google's sign-in page opens, and returns to the provider page", async ({
  page,
  request,
}) => {
  const title = `Google Role ${Date.now()}`;
  const job = await createJobAsAdmin(request, { title });
  await page.context().route(EMULATOR_PAGE_STYLES, (route) => route.abort());
  await page.goto(`/careers/${job.slug}`);
  await page.getByRole('link', { name: `Apply for ${title}` }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  const next = new URL(page.url()).searchParams.get('next');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://${AUTH_EMULATOR}/emulator/auth/handler\\?`));
  await expect(page.getByText('Sign-in with Google.com')).toBeVisible();
  // It returns to the provider page's bare address (where to go next is kept in the tab, not in the history).
  const back = new URL(new URL(page.url()).searchParams.get('redirectUrl')!);
  expect(`${back.pathname}${back.search}`).toBe('/provider-sign-in.html');
  expect(next).toMatch(/^\/apply\//);
});

test('when someone with no staff account signs in through the company SSO, then they are only a candidate', async ({
  request,
}) => {
  const admin = await request.post('/api/auth/login', { data: { email: DEMO.admin.email, password: 'demo-password' } });
  const { token } = (await admin.json()) as { token: string };
  const saved = await request.put('/api/settings/sign-in', {
    headers: { authorization: `Bearer ${token}` },
    data: { sso: { providerId: SSO.providerId, label: SSO.label, domains: [SSO.domain] }, staffPasswordSignIn: true },
  });
  expect(saved.status()).toBe(200);
  const email = `nobody-${Date.now()}@${SSO.domain}`;
  const session = await request.post('/api/auth/provider-session', {
    data: { idToken: await providerSignIn(request, SSO.providerId, email) },
  });
  expect(session.status()).toBe(200);
  expect(((await session.json()) as { user: { role: string } }).user.role).toBe('candidate');
});
