import { CONSENT_MESSAGES, PRIVACY_MESSAGES } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { apiDownload } from '../lib/api-download';
import { saveFile } from '../lib/save-file';

// A person's own data (profile): apart from the admins' register (privacy.ts), so every role's profile stays light.

/** GET /api/me/export: the signed-in person's data as a ZIP, saved by the browser. */
export async function downloadMyData(): Promise<void> {
  const { blob, fileName } = await apiDownload('/api/me/export', PRIVACY_MESSAGES.downloadFailed, 'my-data.zip');
  saveFile(blob, fileName);
}

/** DELETE /api/me: null when the account is gone (204), else the server's word on the filed request (202). */
export async function deleteMyAccount(): Promise<{ message: string } | null> {
  return apiRequest<{ message: string } | null>('/api/me', PRIVACY_MESSAGES.deleteFailed, { method: 'DELETE' });
}

/** DELETE /api/me/consents/talent-pool: no longer "keep me in mind for future roles". */
export function withdrawTalentPool(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/me/consents/talent-pool', CONSENT_MESSAGES.withdrawFailed, {
    method: 'DELETE',
  });
}
