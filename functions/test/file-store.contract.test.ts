import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cloudStorageStore } from '../src/lib/storage/cloud-storage.js';
import { localDiskStore } from '../src/lib/storage/local-disk.js';
import type { FileStore } from '../src/lib/storage/file-store.js';
import { makePdf } from '../../test-fixtures/pdf.js';

/** Every adapter must behave the same; the Storage emulator one only runs where that emulator is up. */
const storageEmulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const adapters: { name: string; make: () => Promise<FileStore>; skip?: string }[] = [
  { name: 'local-disk', make: async () => localDiskStore(await mkdtemp(join(tmpdir(), 'filestore-'))) },
  {
    name: 'cloud-storage',
    make: async () => cloudStorageStore('demo-hr-portal.appspot.com'),
    skip: storageEmulator
      ? undefined
      : 'skipped: no Storage emulator (FIREBASE_STORAGE_EMULATOR_HOST unset; its rules runtime cannot be downloaded here)',
  },
];

for (const adapter of adapters) {
  if (adapter.skip) console.log(`FileStore contract, ${adapter.name}: ${adapter.skip}`);
  describe.skipIf(Boolean(adapter.skip))(`FileStore contract: ${adapter.name}`, () => {
    const path = () => `documents/user-${Math.random().toString(36).slice(2)}/1700000000000_cv.pdf`;

    it('when a file is put, then get returns exactly its bytes', async () => {
      const store = await adapter.make();
      const target = path();
      const bytes = makePdf('contract');
      await store.put(target, bytes, 'application/pdf');
      expect(Buffer.compare((await store.get(target))!, bytes)).toBe(0);
    });

    it('when a file is put twice, then the second version wins', async () => {
      const store = await adapter.make();
      const target = path();
      await store.put(target, makePdf('one'), 'application/pdf');
      await store.put(target, makePdf('two'), 'application/pdf');
      expect((await store.get(target))!.toString('latin1')).toContain('(two)');
    });

    it('when a missing file is read, then get returns null', async () => {
      const store = await adapter.make();
      expect(await store.get(path())).toBeNull();
    });

    it('when a file is deleted, then it is gone and deleting again is harmless', async () => {
      const store = await adapter.make();
      const target = path();
      await store.put(target, makePdf(), 'application/pdf');
      await store.delete(target);
      expect(await store.get(target)).toBeNull();
      await expect(store.delete(target)).resolves.toBeUndefined();
    });

    it.each(['../escape.pdf', 'documents/../../etc/passwd', '/absolute.pdf', 'documents//x.pdf', ''])(
      'when the path is %j, then every operation refuses it',
      async (unsafe) => {
        const store = await adapter.make();
        await expect(store.put(unsafe, makePdf(), 'application/pdf')).rejects.toThrow(/Unsafe storage path/);
        await expect(store.get(unsafe)).rejects.toThrow(/Unsafe storage path/);
        await expect(store.delete(unsafe)).rejects.toThrow(/Unsafe storage path/);
      },
    );
  });
}

describe('local-disk specifics', () => {
  it('when a file is written, then no temporary file is left beside it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'filestore-'));
    const store = localDiskStore(root);
    await store.put('documents/u1/1_cv.pdf', makePdf(), 'application/pdf');
    expect(await readdir(join(root, 'documents', 'u1'))).toEqual(['1_cv.pdf']);
  });
});
