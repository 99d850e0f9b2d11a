import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { configureAuthEmulator } from '../../../scripts/lib/auth-emulator-config.mjs';

/**
 * Global setup: the PDF worker runs from its bundle (a worker thread cannot load TypeScript), so build it; and the
 * Auth emulator gets the account-linking setting a real project has (scripts/lib/auth-emulator-config.mjs).
 */
export default async function setup(): Promise<void> {
  execFileSync(process.execPath, ['build.mjs'], { cwd: resolve(import.meta.dirname, '../..'), stdio: 'inherit' });
  await configureAuthEmulator();
}
