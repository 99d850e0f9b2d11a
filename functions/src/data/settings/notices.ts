import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { DEFAULT_PRIVACY_NOTICE, type PrivacyNoticeDto } from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { recordAudit } from '../../lib/audit.js';
import { rewriteMatches } from '../../lib/batches.js';
import { collections, settingsDocs } from '../../lib/collections.js';
import { isoOf } from '../../lib/timestamps.js';
import { runTransaction } from '../../lib/transactions.js';

// The privacy notice: every published version stays in privacyNotices/{version}; settings/privacyNotice names the
// current one. Until an admin publishes one, the built-in notice is version 1.

const versions = () => collections.privacyNotices();
const toNotice = (data: DocumentData): PrivacyNoticeDto => ({
  version: Number(data.version),
  text: String(data.text ?? ''),
  publishedAt: isoOf(data.publishedAt),
});

export async function readCurrentNotice(): Promise<PrivacyNoticeDto> {
  const current = (await settingsDocs.privacyNotice().get()).get('current') as number | undefined;
  if (!current) return DEFAULT_PRIVACY_NOTICE;
  const stored = await versions().doc(String(current)).get();
  return stored.exists ? toNotice(stored.data()!) : DEFAULT_PRIVACY_NOTICE;
}

/** Earlier versions, newest first (the admin screen lists them). */
export async function listNoticeVersions(limit: number): Promise<PrivacyNoticeDto[]> {
  const snapshot = await versions().orderBy('version', 'desc').limit(limit).get();
  return snapshot.docs.map((doc) => toNotice(doc.data()));
}

/** Publishes a new version: the next number, its text, when and by whom, with its audit entry (one transaction). */
export async function publishNotice(actor: Caller, text: string): Promise<PrivacyNoticeDto> {
  return runTransaction(async (transaction) => {
    const pointer = await transaction.get(settingsDocs.privacyNotice());
    const previous = Number(pointer.get('current') ?? DEFAULT_PRIVACY_NOTICE.version);
    const notice = { version: previous + 1, text, publishedAt: Timestamp.now(), publishedBy: actor.uid };
    transaction.create(versions().doc(String(notice.version)), notice);
    transaction.set(settingsDocs.privacyNotice(), { current: notice.version, updatedBy: actor.uid });
    recordAudit(transaction, {
      actor,
      action: 'settings.privacy_notice_published',
      target: { type: 'settings', id: 'privacyNotice', label: 'Privacy notice' },
      before: { version: previous },
      after: { version: notice.version },
    });
    return toNotice(notice);
  });
}

/** Versions stay; who published one becomes the pseudonym when they are erased. */
export function pseudonymisePublisher(uid: string, pseudonym: string): Promise<number> {
  return rewriteMatches(versions().where('publishedBy', '==', uid), (version, batch) =>
    batch.update(version.ref, { publishedBy: pseudonym }),
  );
}
