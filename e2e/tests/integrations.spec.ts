import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { violationsOn } from './axe-check';
import { createJobAsAdmin, DEMO, expectDashboard, signIn } from './support';

// axe is injected into the page for the checks (the page's own policy allows no inline script).
test.use({ bypassCSP: true });

/** A local webhook receiver (allowed under the emulators): answers 200 and keeps the event types it got. */
async function receiver() {
  const types: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      types.push((JSON.parse(body) as { type: string }).type);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/e2e-hook`;
  return { url, types, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('when an admin creates a key and a webhook on Integrations, then the key works until revoked and deliveries are listed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const hook = await receiver();
  try {
    await signIn(page, DEMO.admin.email);
    await expectDashboard(page, 'admin');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Integrations/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integrations');

    // A key with one scope, shown once.
    const name = `E2E sync ${Date.now()}`;
    await page.getByRole('button', { name: 'New API key' }).click();
    const keyForm = page.getByRole('form', { name: 'New API key' });
    await keyForm.getByRole('button', { name: 'Create key' }).click();
    await expect(keyForm.getByText('Give the key a name')).toBeVisible();
    await keyForm.getByLabel('Name').fill(name);
    await keyForm.getByRole('checkbox', { name: /jobs:read/ }).check();
    await keyForm.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('status').filter({ hasText: 'The new API key' });
    const key = (await shown.getByLabel('The new API key').textContent())!.trim();
    expect(key).toMatch(/^hrp_/);
    expect(await violationsOn(page)).toEqual([]);
    await shown.getByRole('button', { name: 'I have stored it' }).click();
    await expect(page.getByText(key)).toHaveCount(0);

    const job = await createJobAsAdmin(request, { title: `Integration Role ${Date.now()}` });
    const read = await request.get(`/api/job/${job._id}`, { headers: { authorization: `Bearer ${key}` } });
    expect(read.status()).toBe(200);
    const keys = page.getByRole('list', { name: 'API keys' });
    await page.reload();
    await expect(keys.getByRole('listitem').filter({ hasText: name })).toContainText('last used');

    // A webhook endpoint to the local receiver, its secret shown once; a new job is delivered and listed.
    await page.getByRole('button', { name: 'Add a webhook endpoint' }).click();
    const hookForm = page.getByRole('form', { name: 'New webhook endpoint' });
    await hookForm.getByLabel('Address').fill(hook.url);
    await hookForm.getByRole('checkbox', { name: /Job published/ }).check();
    await hookForm.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = page.getByRole('status').filter({ hasText: "The endpoint's signing secret" });
    await expect(secret.getByLabel("The endpoint's signing secret")).toHaveText(/^whsec_/);
    await secret.getByRole('button', { name: 'I have stored it' }).click();
    await createJobAsAdmin(request, { title: `Webhook Role ${Date.now()}` });
    await expect.poll(() => hook.types.includes('job.published'), { timeout: 30_000 }).toBe(true);
    const endpoint = page
      .getByRole('list', { name: 'Webhook endpoints' })
      .getByRole('listitem')
      .filter({ hasText: hook.url });
    await endpoint.getByRole('button', { name: 'Deliveries' }).click();
    await expect(endpoint.getByRole('list', { name: 'Deliveries' })).toContainText('Delivered');
    expect(await violationsOn(page)).toEqual([]);

    // Revoked: the key stops working at once; the endpoint goes.
    const row = keys.getByRole('listitem').filter({ hasText: name });
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await row.getByRole('button', { name: `Revoke now: ${name}` }).click();
    await expect(keys.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    const refused = await request.get(`/api/job/${job._id}`, { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);
    await endpoint.getByRole('button', { name: `Remove ${hook.url}` }).click();
    await expect(page.getByRole('listitem').filter({ hasText: hook.url })).toHaveCount(0);
  } finally {
    await hook.close();
  }
});
