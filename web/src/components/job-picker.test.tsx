import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from './ui/provider';
import { apiServer, recordRequests } from '../test/api-server';
import { forgetLoadedField, JobPicker } from './job-picker';

// Counts the combobox module's loads: it is imported when a person reaches for the field, not before.
const fieldLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./job-picker-field', async (importOriginal) => {
  fieldLoads.count += 1;
  return importOriginal();
});

vi.mock('../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const JOBS = [
  { _id: 'job-qa', title: 'QA Lead', isActive: true },
  { _id: 'job-old', title: 'Quality Analyst', isActive: false },
];

/** The API's job search over JOBS: titles containing what was typed. */
const answerJobSearches = () =>
  apiServer.use(
    http.get('/api/job', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return HttpResponse.json(JOBS.filter((job) => job.title.toLowerCase().includes(q)));
    }),
  );

/** Focuses the stand-in and answers the combobox that replaces it once its code has loaded. */
async function reachFor(label: string): Promise<HTMLElement> {
  const standIn = await screen.findByRole('combobox', { name: label });
  expect(standIn).toHaveAttribute('data-stand-in');
  await userEvent.click(standIn);
  await waitFor(() => expect(screen.getByRole('combobox', { name: label })).not.toBe(standIn));
  return screen.getByRole('combobox', { name: label });
}

function renderPicker(onChange: (id: string) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <JobPicker label="Job" noneLabel="All jobs" markClosed value="" onChange={onChange} />
      </QueryClientProvider>
    </UiProvider>,
  );
}

describe('JobPicker', () => {
  // Each test opens the screen afresh: the stand-in first (the module itself stays loaded once imported).
  beforeEach(() => forgetLoadedField());

  it('when a person types and chooses with the keyboard, then the API is searched and the job id is chosen', async () => {
    answerJobSearches();
    const seen = recordRequests();
    const onChange = vi.fn();
    renderPicker(onChange);
    const standIn = await screen.findByRole('combobox', { name: 'Job' });
    expect(standIn).toHaveValue('All jobs');
    // The screen opened: the combobox's code is not loaded until the person reaches for the field.
    expect(fieldLoads.count).toBe(0);
    const box = await reachFor('Job');
    expect(fieldLoads.count).toBe(1);
    expect(box).toHaveValue('All jobs');
    expect(box).toHaveFocus();

    await userEvent.clear(box);
    await userEvent.type(box, 'qa');
    expect(await screen.findByRole('option', { name: 'QA Lead' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(seen.map((request) => request.url)).toContain('/api/job?q=qa&limit=20'));
    expect(screen.queryByRole('option', { name: 'Quality Analyst (closed)' })).not.toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('job-qa');
  });

  it('when nothing matches, then the list says so', async () => {
    apiServer.use(http.get('/api/job', () => HttpResponse.json([])));
    renderPicker(vi.fn());
    const box = await reachFor('Job');
    await userEvent.clear(box);
    await userEvent.type(box, 'zebra');
    expect(await screen.findByText('No jobs match')).toBeInTheDocument();
  });

  it('when a person types into the field before its code has loaded, then what they typed carries over and is searched', async () => {
    answerJobSearches();
    renderPicker(vi.fn());
    const standIn = await screen.findByRole('combobox', { name: 'Job' });
    // Focus starts the load; the text arrives before it has finished.
    fireEvent.focus(standIn);
    fireEvent.change(standIn, { target: { value: 'qa' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Job' })).not.toHaveAttribute('data-stand-in'));
    const box = screen.getByRole('combobox', { name: 'Job' });
    expect(box).toHaveValue('qa');
    expect(box).toHaveFocus();
    expect(await screen.findByRole('option', { name: 'QA Lead' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('when a person tabs into the field and types once its code has loaded, then the list opens and is searched', async () => {
    answerJobSearches();
    renderPicker(vi.fn());
    const standIn = await screen.findByRole('combobox', { name: 'Job' });
    // Focus alone starts the load; nothing is typed until the combobox has replaced the stand-in.
    fireEvent.focus(standIn);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Job' })).not.toHaveAttribute('data-stand-in'));
    const box = screen.getByRole('combobox', { name: 'Job' });
    expect(box).toHaveFocus();
    // Keys only, as someone who tabbed here: no click opens the list.
    await userEvent.keyboard('{Control>}a{/Control}qa');
    expect(box).toHaveValue('qa');
    expect(await screen.findByRole('option', { name: 'QA Lead' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
