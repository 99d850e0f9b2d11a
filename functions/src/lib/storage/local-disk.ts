import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertSafePath, type FileStore } from './file-store.js';

/**
 * Files on the local disk: the store under the emulators when the Storage emulator cannot run (offline
 * machines). Writes go to a temporary name first, so a crash never leaves a half-written file in place.
 */
export function localDiskStore(root: string): FileStore {
  const resolve = (path: string) => {
    assertSafePath(path);
    return join(root, path);
  };
  return {
    name: 'local-disk',
    async put(path, bytes) {
      const target = resolve(path);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.partial`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    async get(path) {
      try {
        return await readFile(resolve(path));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(path) {
      await rm(resolve(path), { force: true });
    },
  };
}
