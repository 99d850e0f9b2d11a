import { fileStore } from '../../lib/storage/index.js';
import { inspectPdf } from '../../lib/pdf/inspect.js';
import { listAllApplicationsOf } from '../../data/applications/of-person.js';
import { listNotes } from '../../data/applications/notes.js';
import { existingDocumentIdsIn, listAllDocumentsOf } from '../../data/documents/documents.js';
import { findUser } from '../../data/users/users.js';
import { runTransaction } from '../../lib/transactions.js';
import { tagsOf } from '../../data/people/people.js';
import { findPersonIndex } from '../../data/search/person-index.js';
import { type IndexedNote, type IndexedResume } from '../../data/search/index-record.js';
import { INDEX_KEEPS, indexedApplication, personIndexFor } from '../shared/person-index.js';

/**
 * Builds a person's search index from what each owner holds: the resumes they uploaded (their text read again,
 * in the PDF cage), their applications and the notes on them, and their tags. For people whose data predates
 * search (`npm run migrate`), or to repair one index. Nothing is written for someone with none of these.
 * Answers whether the person is indexed afterwards.
 */
export async function rebuildPersonIndex(uid: string): Promise<boolean> {
  const [documents, applications, tags, existing, person] = await Promise.all([
    listAllDocumentsOf(uid),
    listAllApplicationsOf(uid),
    tagsOf(uid),
    findPersonIndex(uid),
    findUser(uid),
  ]);
  // As at upload: what a candidate uploaded for themselves is their resume (flows/documents/documents.ts).
  const uploads = documents
    .filter((document) => document.uploadedBy === uid && person?.role === 'candidate')
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0))
    .slice(0, INDEX_KEEPS.resumes);
  if (!existing && uploads.length === 0 && applications.length === 0 && tags.length === 0) return false;

  const resumes: Record<string, IndexedResume> = {};
  for (const document of uploads) {
    const bytes = await fileStore().get(document.storagePath);
    const verdict = bytes ? await inspectPdf(bytes) : null;
    if (verdict?.status !== 'ok') continue;
    resumes[document.id] = { fileName: document.fileName, text: verdict.text, at: document.createdAt?.getTime() ?? 0 };
  }
  const notes: Record<string, IndexedNote> = {};
  const newest = [...applications].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
  for (const application of newest.slice(0, INDEX_KEEPS.applications))
    for (const note of await listNotes(application.id, INDEX_KEEPS.notes))
      notes[note.id] = { text: note.text, at: note.at ? Date.parse(note.at) : 0 };

  await runTransaction(async (transaction) => {
    const index = await personIndexFor(transaction, uid);
    // A resume deleted while its text was being read stays out.
    const still = await existingDocumentIdsIn(transaction, Object.keys(resumes));
    index.update((sources) => {
      sources.resumes = Object.fromEntries(Object.entries(resumes).filter(([id]) => still.has(id)));
      sources.notes = notes;
      sources.applications = Object.fromEntries(
        newest.map((application) => [application.id, indexedApplication(application)]),
      );
      sources.tags = tags;
    });
  });
  return true;
}
