import { expect, type APIRequestContext } from '@playwright/test';
import { makeResumePdf } from '../../test-fixtures/pdf';
import { DEMO_PASSWORD, uniqueEmail } from './support';

/** A candidate (signed up through the API) who uploads a two-page resume and applies, consenting to the pool. */
export async function candidateWithResume(request: APIRequestContext, name: string, jobId: string, lines: string[]) {
  const email = uniqueEmail('search');
  const signUp = await request.post('/api/auth/register', {
    data: { name, email, password: DEMO_PASSWORD, role: 'candidate' },
  });
  expect(signUp.status()).toBe(201);
  const { token } = (await signUp.json()) as { token: string };
  const upload = await request.post('/api/document/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: makeResumePdf([
          [name, ...lines],
          ['Skills', ...lines],
        ]),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const applied = await request.post(`/api/application/${jobId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { resumeUrl: ((await upload.json()) as { filePath: string }).filePath, talentPool: true },
  });
  expect(applied.status()).toBe(201);
  return { email };
}
