import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CandidateJobDto } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer, recordRequests } from '../../../test/api-server';
import { SelectResumeDialog } from './select-resume-dialog';

// Counts the questions step's loads: it is imported when a person goes on to the questions, not before.
const stepLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./questions-step', async (importOriginal) => {
  stepLoads.count += 1;
  return importOriginal();
});

vi.mock('../../../lib/session-tokens', async (original) => ({
  ...(await original<typeof import('../../../lib/session-tokens')>()),
  currentIdToken: async () => 'id-token',
}));

const JOB = { _id: 'j1', title: 'Data Engineer', questions: [] } as unknown as CandidateJobDto;
const ASKING = {
  _id: 'j2',
  title: 'Platform Engineer',
  questions: [
    { id: 'permit', type: 'yes_no', label: 'Do you have a work permit?', required: true },
    { id: 'years', type: 'number', label: 'Years of experience', required: true, limits: { min: 0, max: 50 } },
    { id: 'why', type: 'short_text', label: 'Why us?', help: 'One sentence', required: false },
  ],
} as unknown as CandidateJobDto;
const UPLOADED = {
  _id: 'd1',
  fileName: 'cv.pdf',
  filePath: '/api/document/d1/file',
  ownerId: 'u1',
  size: 900,
  createdAt: '2026-11-23T10:00:00.000Z',
};

function dialogFor(job: CandidateJobDto | null, onApply: () => Promise<boolean>) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UiProvider>
        <SelectResumeDialog job={job} onCancel={() => {}} onApply={onApply} />
      </UiProvider>
    </QueryClientProvider>
  );
}

function renderDialog(onApply = vi.fn(async () => true), job = JOB) {
  const view = render(dialogFor(job, onApply));
  return Object.assign(onApply, { view });
}

describe('SelectResumeDialog upload', () => {
  it('when a candidate with no documents uploads a PDF in the dialog, then it is selected and Apply sends it', async () => {
    let documents: (typeof UPLOADED)[] = [];
    apiServer.use(
      http.get('/api/document/my', () => HttpResponse.json(documents)),
      http.post('/api/document/upload', () => {
        documents = [UPLOADED];
        return HttpResponse.json(UPLOADED, { status: 201 });
      }),
    );
    const onApply = renderDialog();
    expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Upload a PDF (or drop it here)'), pdf);
    expect(await screen.findByText('cv.pdf uploaded and selected.')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'cv.pdf' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(JOB, '/api/document/d1/file', false, undefined);
  });

  it('when the file is not a PDF, then the dialog says so and nothing is sent', async () => {
    apiServer.use(http.get('/api/document/my', () => HttpResponse.json([])));
    const seen = recordRequests();
    renderDialog();
    await screen.findByText('No documents uploaded yet');
    const image = new File(['png'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload a PDF (or drop it here)'), image, { applyAccept: false });
    expect(await screen.findByText('Only PDF files allowed')).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('SelectResumeDialog questions', () => {
  it('when a job asks questions, then Next leads to them, problems show beside each, answers survive closing, and Apply sends them', async () => {
    apiServer.use(http.get('/api/document/my', () => HttpResponse.json([UPLOADED])));
    const onApply = renderDialog(
      vi.fn(async () => true),
      ASKING,
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'cv.pdf' }));
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(stepLoads.count).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Next: questions' }));
    expect(await screen.findByText('One sentence')).toBeInTheDocument();
    expect(stepLoads.count).toBe(1);
    await userEvent.type(screen.getByRole('spinbutton', { name: /Years of experience/ }), '51');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('An answer is required')).toBeInTheDocument();
    // The first question with a problem has the focus (on a phone it may be above the fold).
    expect(screen.getAllByRole('radio', { name: 'Yes' })[0]).toHaveFocus();
    expect(screen.getByText('Enter a number between 0 and 50')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();

    // Closed and opened again: what was typed is still there.
    onApply.view.rerender(dialogFor(null, onApply));
    onApply.view.rerender(dialogFor(ASKING, onApply));
    await userEvent.click(await screen.findByRole('radio', { name: 'cv.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next: questions' }));
    const years = await screen.findByRole('spinbutton', { name: /Years of experience/ });
    expect(years).toHaveValue(51);
    await userEvent.clear(years);
    await userEvent.type(years, '4');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(ASKING, '/api/document/d1/file', false, { permit: true, years: 4 });
  });
});
