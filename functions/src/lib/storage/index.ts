import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { config } from '../config.js';
import { cloudStorageStore } from './cloud-storage.js';
import { localDiskStore } from './local-disk.js';
import type { FileStore } from './file-store.js';

let store: FileStore | undefined;

/**
 * The process's FileStore. FILE_STORE picks one explicitly; otherwise cloud-storage when deployed or when a
 * Storage emulator is running, and local-disk under the other emulators.
 */
export function fileStore(): FileStore {
  if (store) return store;
  store =
    config.fileStore === 'local-disk'
      ? localDiskStore(config.fileStoreDir ?? join(tmpdir(), 'hr-portal-files'))
      : cloudStorageStore(config.storageBucket);
  return store;
}

/** Replaces the process's FileStore; fault-injection tests wrap the real one with failures. */
export function replaceFileStore(replacement: FileStore | undefined): void {
  store = replacement;
}
