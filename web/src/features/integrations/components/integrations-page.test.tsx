import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKeyDto, WebhookEndpointDto } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer } from '../../../test/api-server';
import { IntegrationsPage } from './integrations-page';

// Counts the forms' loads: each (with its validation) is imported when an admin asks for it, not with the page.
const loads = vi.hoisted(() => ({ key: 0, endpoint: 0 }));
vi.mock('./create-key-form', async (importOriginal) => {
  loads.key += 1;
  return importOriginal();
});
vi.mock('./add-endpoint-form', async (importOriginal) => {
  loads.endpoint += 1;
  return importOriginal();
});

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const KEY: ApiKeyDto = {
  id: 'k1',
  name: 'Payroll export',
  scopes: ['jobs:read'],
  prefix: 'hrp_abcdefgh',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
};
const ENDPOINT: WebhookEndpointDto = {
  id: 'e1',
  url: 'https://hooks.example.com/hr',
  events: ['job.published'],
  enabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  failingSince: '2026-11-02T10:00:00.000Z',
  disabledReason: 'Every delivery failed for 24 hours; last: HTTP 500',
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter>
          <IntegrationsPage backTo="/admin" />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('Integrations (admin)', () => {
  let posted: unknown[];
  beforeEach(() => {
    posted = [];
    loads.key = 0;
    loads.endpoint = 0;
    apiServer.use(
      http.get('/api/integrations/keys', () => HttpResponse.json([KEY])),
      http.get('/api/integrations/webhooks', () => HttpResponse.json([ENDPOINT])),
      http.post('/api/integrations/keys', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ ...KEY, id: 'k2', name: 'HRIS sync', key: 'hrp_k2_secret' }, { status: 201 });
      }),
      http.post('/api/integrations/webhooks', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ ...ENDPOINT, id: 'e2', enabled: true, secret: 'whsec_c2VjcmV0' }, { status: 201 });
      }),
    );
  });

  it('when the page opens, then keys and endpoints are listed and neither form is loaded', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payroll export' })).toBeInTheDocument();
    const endpoint = within(await screen.findByRole('list', { name: 'Webhook endpoints' })).getByRole('listitem');
    expect(endpoint).toHaveTextContent('Off');
    expect(endpoint).toHaveTextContent('Switched off: Every delivery failed for 24 hours; last: HTTP 500');
    expect(loads).toEqual({ key: 0, endpoint: 0 });
  });

  it('when an admin creates a key, then the form loads, checks its fields and shows the key once', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New API key' }));
    const form = await screen.findByRole('form', { name: 'New API key' });
    expect(loads.key).toBe(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Give the key a name')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one scope')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Name'), 'HRIS sync');
    await userEvent.click(within(form).getByRole('checkbox', { name: /applications:read/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('The new API key')).toHaveTextContent('hrp_k2_secret');
    expect(posted).toEqual([{ name: 'HRIS sync', scopes: ['applications:read'] }]);
    await userEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText('hrp_k2_secret')).not.toBeInTheDocument();
  });

  it('when an admin adds an endpoint, then its secret is shown once', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a webhook endpoint' }));
    const form = await screen.findByRole('form', { name: 'New webhook endpoint' });
    expect(loads.endpoint).toBe(1);
    await userEvent.type(within(form).getByLabelText('Address'), 'https://hooks.example.com/new');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Offer accepted/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByLabelText("The endpoint's signing secret")).toHaveTextContent('whsec_c2VjcmV0');
    expect(posted).toEqual([{ url: 'https://hooks.example.com/new', events: ['offer.accepted'] }]);
  });
});
