import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CandidateJobDto } from '@hr-portal/contract';
import { UiProvider } from '../../../components/ui/provider';
import { apiServer, recordRequests } from '../../../test/api-server';
import { SelectResumeDialog } from './select-resume-dialog';

vi.mock('../../../lib/firebase-loader', () => ({
  loadFirebase: async () => ({ currentIdToken: async () => 'id-token' }),
}));

const JOB = { _id: 'j1', title: 'Data Engineer' } as CandidateJobDto;
const UPLOADED = {
  _id: 'd1',
  fileName: 'cv.pdf',
  filePath: '/api/document/d1/file',
  ownerId: 'u1',
  size: 900,
  createdAt: '2026-11-23T10:00:00.000Z',
};

function renderDialog(onApply = vi.fn(async () => {})) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UiProvider>
        <SelectResumeDialog job={JOB} onCancel={() => {}} onApply={onApply} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return onApply;
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
    expect(onApply).toHaveBeenCalledWith(JOB, '/api/document/d1/file', false);
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
