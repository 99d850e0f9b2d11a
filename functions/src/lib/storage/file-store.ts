/** Where PDFs live. Paths look like `documents/{uid}/{timestamp}_{fileName}`. */
export interface FileStore {
  readonly name: string;
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(path: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(path: string): Promise<void>;
}

/** Refuses paths that could escape the store's root or address something odd. */
export function assertSafePath(path: string): void {
  const parts = path.split('/');
  if (!path || path.startsWith('/') || parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Unsafe storage path: ${JSON.stringify(path)}`);
  }
}
