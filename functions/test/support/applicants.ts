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
