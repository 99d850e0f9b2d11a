import { Readable, type Writable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Person } from '../../lib/personal-data.js';
import { fileStore } from '../../lib/storage/index.js';
import { PERSONAL_DATA } from './registry.js';

/** What goes in a person's archive: data.json's sections, and the stored files to put under files/. */
export async function collectExport(person: Person, own: boolean, now = new Date()) {
  const data: Record<string, unknown> = {
    exportedAt: now.toISOString(),
    about: 'Everything HR Portal keeps about you, by where it is kept. Files are in the files/ folder.',
  };
  const files: { name: string; path: string }[] = [];
  for (const place of PERSONAL_DATA) {
    if (place.ownExportOnly && !own) continue;
    const section = await place.export(person);
    if (section !== undefined) data[place.id] = section;
    if (place.files) files.push(...(await place.files(person)));
  }
  return { data, files };
}

/**
 * Streams the archive: data.json, then each file read from the store only when its turn comes (one file in
 * memory at a time, nothing written to disk). A file deleted since it was listed comes out empty.
 */
export function writeArchive(archive: Awaited<ReturnType<typeof collectExport>>, out: Writable): Promise<void> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(archive.data, null, 2)), 'data.json');
  for (const file of archive.files) {
    // PDFs are compressed already: stored as they are, they cost no CPU and the archive no bigger.
    zip.addReadStreamLazy(`files/${file.name}`, { compress: false }, (done) => {
      fileStore()
        .get(file.path)
        .then((bytes) => done(null, Readable.from(bytes ? [bytes] : [])))
        .catch((error: unknown) => done(error, Readable.from([])));
    });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    zip.outputStream.on('error', reject);
    out.on('error', reject);
    out.on('finish', resolve);
    zip.outputStream.pipe(out);
  });
}
