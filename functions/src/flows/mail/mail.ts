import type { MailEntryDto } from '@hr-portal/contract';
import { requireApplication } from '../shared/require-application.js';
import type { CursorPosition } from '../../lib/paging.js';
import {
  findMail,
  listApplicationMail,
  listRecipientMail,
  listRecipientMailAbout,
  type MailRecord,
} from '../../data/mail/mail.js';

const TIMELINE_MAIL = 200;

/** A message as the API answers it (the sort time stays inside). */
export const toMailEntry = ({ created: _created, ...dto }: MailRecord): MailEntryDto => dto;

/** The page position of a message: when it was created, then its id. */
export const byCreated = (last: MailRecord) => ({ at: last.created?.getTime() ?? 0, id: last._id });

/** Every message about an application, newest first (at most 200: the staff timeline). */
export async function mailAbout(applicationId: string): Promise<MailEntryDto[]> {
  return (await listApplicationMail(applicationId, TIMELINE_MAIL)).map(toMailEntry);
}

/** What a person was sent about some of their applications (a page of My Applications), newest first. */
export async function mailAboutApplicationsOf(uid: string, applicationIds: string[]): Promise<MailEntryDto[]> {
  return (await listRecipientMailAbout(uid, applicationIds)).map(toMailEntry);
}

/** One page of the messages sent to a person, newest first. */
export function mailTo(uid: string, limit: number, after: CursorPosition | null) {
  return listRecipientMail(uid, limit, after);
}

/** Every e-mail about an application (the staff timeline); 404 for no such application. */
export async function mailAboutApplication(id: string) {
  await requireApplication(id);
  return mailAbout(id);
}

/** One message as the timelines show it; null once the outbox let it go (after 90 days). */
export async function mailEntry(id: string): Promise<MailEntryDto | null> {
  const found = await findMail(id);
  if (!found) return null;
  const { recipientUid: _recipient, ...record } = found;
  return toMailEntry(record);
}
