import { getStorage } from 'firebase-admin/storage';
import { getApps, initializeApp } from 'firebase-admin/app';
import { assertSafePath, type FileStore } from './file-store.js';

/** Cloud Storage through firebase-admin: the store when deployed, or locally when a Storage emulator runs. */
export function cloudStorageStore(bucketName?: string): FileStore {
  const app = getApps()[0] ?? initializeApp();
  const bucket = getStorage(app).bucket(bucketName);
  return {
    name: 'cloud-storage',
    async put(path, bytes, contentType) {
      assertSafePath(path);
      await bucket.file(path).save(bytes, { contentType, resumable: false });
    },
    async get(path) {
      assertSafePath(path);
      try {
        const [bytes] = await bucket.file(path).download();
        return bytes;
      } catch (error) {
        if ((error as { code?: number }).code === 404) return null;
        throw error;
      }
    },
    async delete(path) {
      assertSafePath(path);
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}
