// Gzip sizes of the built web app's files (web/dist), as a browser fetches them from Hosting.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './emulator-env.mjs';

export const DIST = join(ROOT, 'web', 'dist');
export const KiB = 1024;

/** Gzip size (level 9) of one file of web/dist, by its path inside dist ('assets/x.js'). */
export const gzipSize = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** Total gzip size of several web/dist files. */
export const filesSize = (files) => files.reduce((total, file) => total + gzipSize(file), 0);

/** The dist path of a script URL the browser fetched, or null for scripts that are not the app's. */
export function distPathOf(url) {
  const { pathname } = new URL(url);
  return pathname.startsWith('/assets/') && pathname.endsWith('.js') ? pathname.slice(1) : null;
}
