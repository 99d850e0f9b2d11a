import { csvOf } from '../../lib/csv.js';
import {
  ERASED_PERSON,
  PRIVACY_REQUEST_LABELS,
  type PrivacyRequestDto,
  type PrivacyRequestStatus,
} from '@hr-portal/contract';
import type { CursorPosition } from '../../lib/paging.js';
import { findUsers } from '../../data/users/users.js';
import type { PrivacyRequestRecord } from '../../data/privacy/record.js';
import { listRequests } from '../../data/privacy/requests.js';

/** The register's rows as admins read them: people named now, "Erased person" once they are gone. */
export async function registerPage(
  status: PrivacyRequestStatus | undefined,
  limit: number,
  after: CursorPosition | null,
) {
  const rows = await listRequests(status, limit, after);
  const people = await findUsers(rows.flatMap((row) => [row.person, row.handledBy ?? '']).filter(Boolean));
  const toDto = (row: PrivacyRequestRecord): PrivacyRequestDto => {
    const person = people.get(row.person);
    const handler = row.handledBy === null ? null : people.get(row.handledBy);
    return {
      _id: row.id,
      type: row.type,
      person: { uid: row.person, name: person?.name ?? ERASED_PERSON, email: person?.email ?? ERASED_PERSON },
      receivedAt: row.receivedAt?.toISOString() ?? null,
      dueAt: row.dueAt?.toISOString() ?? null,
      status: row.status,
      handledBy: row.handledBy === null ? null : { uid: row.handledBy, email: handler?.email ?? ERASED_PERSON },
      handledAt: row.handledAt?.toISOString() ?? null,
    };
  };
  return { rows, toDto };
}

/** The register as CSV (one row per request; the newest `limit` rows). */
export function registerCsv(rows: PrivacyRequestDto[]): string {
  return csvOf(
    ['type', 'person', 'email', 'received', 'due', 'status', 'handledBy', 'handled'],
    rows.map((row) => ({
      type: PRIVACY_REQUEST_LABELS[row.type],
      person: row.person.name,
      email: row.person.email,
      received: row.receivedAt ?? '',
      due: row.dueAt ?? '',
      status: row.status,
      handledBy: row.handledBy?.email ?? '',
      handled: row.handledAt ?? '',
    })),
  );
}
