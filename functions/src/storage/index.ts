import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { config } from '../lib/config.js';
import { cloudStorageStore } from './cloud-storage.js';
import { localDiskStore } from './local-disk.js';
import type { FileStore } from './file-store.js';

export type { FileStore } from './file-store.js';

let store: FileStore | undefined;

/**
 * The process's FileStore. FILE_STORE picks one explicitly; otherwise cloud-storage when deployed or when a
 * Storage emulator is running, and local-disk under the other emulators (DESIGN §5).
 */
export function fileStore(): FileStore {
  if (store) return store;
  const underEmulators = Boolean(config.authEmulatorHost || process.env.FUNCTIONS_EMULATOR);
  const choice =
    process.env.FILE_STORE ??
    (underEmulators && !process.env.FIREBASE_STORAGE_EMULATOR_HOST ? 'local-disk' : 'cloud-storage');
  store =
    choice === 'local-disk'
      ? localDiskStore(process.env.FILE_STORE_DIR ?? join(tmpdir(), 'hr-portal-files'))
      : cloudStorageStore(process.env.STORAGE_BUCKET);
  return store;
}

/** Replaces the process's FileStore; fault-injection tests wrap the real one with failures. */
export function replaceFileStore(replacement: FileStore | undefined): void {
  store = replacement;
}
