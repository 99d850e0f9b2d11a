import { expect } from 'vitest';
import { makePdf, multipart } from '../../../test-fixtures/pdf.js';
import type { TestServer } from './api.js';
import { createTestUser } from './users.js';

/** A new candidate who uploads a PDF resume and applies to `jobId` through the API. */
export async function newApplicant(api: TestServer, jobId: string, name: string, extra: Record<string, unknown> = {}) {
  const user = await createTestUser('candidate', name);
  const resume = await api.upload('/api/document/upload', user.token, multipart('my-cv.pdf', makePdf(user.email)));
  const applied = await api.call('POST', `/api/application/${jobId}`, {
    token: user.token,
    body: { resumeUrl: resume.body.filePath, ...extra },
  });
  expect(applied.status).toBe(201);
  return { user, id: applied.body._id as string, resumeId: resume.body._id as string };
}

/** Moves the application to Offer and has `by` (hr) draft an offer and send it for approval; answers the offer's id. */
export async function offerAwaitingApproval(api: TestServer, applicationId: string, by: { token: string }) {
  const moved = await api.call('PATCH', `/api/application/${applicationId}/stage`, {
    token: by.token,
    body: { stage: 'offer' },
  });
  expect(moved.status).toBe(200);
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const drafted = await api.call('POST', `/api/application/${applicationId}/offer`, {
    token: by.token,
    body: { salary: 70000, currency: 'EUR', period: 'YEAR', startDate: day(60), expiresOn: day(14) },
  });
  expect(drafted.status).toBe(201);
  const offerId = drafted.body._id as string;
  expect((await api.call('POST', `/api/offer/${offerId}/submit`, { token: by.token })).status).toBe(200);
  return offerId;
}
