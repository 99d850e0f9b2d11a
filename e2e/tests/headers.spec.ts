import { robotsTxt } from '@hr-portal/contract';
import { expect, test } from '@playwright/test';
import { DEMO, expectDashboard, signIn } from './support';

test('when a crawler asks for robots.txt, then Hosting serves the built file naming the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe(robotsTxt('http://127.0.0.1:5000'));
});

test('when the SPA is served, then Hosting sends the security headers', async ({ request }) => {
  const response = await request.get('/login');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
});

test('when the API answers through Hosting, then it sends its own strict headers and no CORS grant', async ({
  request,
}) => {
  const response = await request.get('/api/health');
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['access-control-allow-origin']).toBeUndefined();
});

test('when another site calls the API from a browser, then it is refused', async ({ request }) => {
  const response = await request.post('/api/auth/login', {
    headers: { origin: 'https://evil.example' },
    data: { email: DEMO.admin.email, password: 'demo-password' },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ message: 'Cross-origin requests are not allowed', code: 'forbidden' });
});

test('when a user signs in under the CSP, then nothing is blocked', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page, DEMO.candidate.email);
  await expectDashboard(page, 'candidate');
  await page.goto('/candidate/jobs');
  await expect(page.getByRole('heading', { name: 'Available Jobs' })).toBeVisible();
  expect(violations).toEqual([]);
});
