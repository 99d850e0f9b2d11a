import { APPLICATION_MESSAGES } from '@hr-portal/contract';
import { notFound } from '../../lib/errors.js';
import { findApplication } from '../../data/applications/applications.js';
import type { ApplicationRecord } from '../../data/applications/record.js';

/** The application, or 404. */
export async function requireApplication(id: string): Promise<ApplicationRecord> {
  const record = await findApplication(id);
  if (!record) throw notFound(APPLICATION_MESSAGES.notFound);
  return record;
}
