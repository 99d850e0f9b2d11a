// Environment for running the Firebase emulators, also on machines with no network.
// firebase-tools downloads the Firestore emulator jar on first use; offline that fails. A Cloud SDK install
// ships the same emulator (without a Main-Class), so we point FIRESTORE_EMULATOR_BINARY_PATH at a tiny
// manifest-only launcher jar whose Class-Path is the SDK jar.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const PROJECT_ID = 'demo-hr-portal';
/** smtp and mailbox: the local mail catcher (scripts/lib/mail-catcher.mjs), beside the emulators. */
export const PORTS = { hosting: 5000, functions: 5001, firestore: 8080, auth: 9099, smtp: 2525, mailbox: 8025 };
export const HOSTING_URL = `http://127.0.0.1:${PORTS.hosting}`;

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function downloadedFirestoreJar() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir).find((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name));
}

function cloudSdkFirestoreJar() {
  const roots = [];
  try {
    const sdkRoot = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (sdkRoot) roots.push(sdkRoot);
  } catch {
    // no gcloud on PATH
  }
  roots.push('/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', join(homedir(), 'google-cloud-sdk'));
  return roots
    .map((root) => join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'))
    .find((jar) => existsSync(jar));
}

/** Builds (once) the launcher jar and returns its path, or undefined when firebase-tools can manage alone. */
function firestoreLauncherJar() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (downloadedFirestoreJar()) return undefined;
  const sdkJar = cloudSdkFirestoreJar();
  if (!sdkJar) return undefined;
  const toolsDir = join(ROOT, '.tools');
  const launcher = join(toolsDir, 'firestore-emulator-launcher.jar');
  if (!existsSync(launcher)) {
    mkdirSync(toolsDir, { recursive: true });
    const manifest = join(toolsDir, 'firestore-launcher.MF');
    writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${sdkJar}\n`);
    execFileSync('jar', ['cfm', launcher, manifest], { stdio: 'inherit' });
  }
  return launcher;
}

/**
 * process.env plus what the emulators need here. Uploaded PDFs go to `fileStoreDir` (the local-disk FileStore,
 * used while the Storage emulator cannot run here); `npm start` keeps them in .local-storage/ across restarts.
 */
export function emulatorEnv(fileStoreDir = join(ROOT, '.local-storage')) {
  const env = { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', FILE_STORE_DIR: fileStoreDir };
  const launcher = firestoreLauncherJar();
  if (launcher) env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
  // Java's default heap on a 24 GB machine is large; the emulator needs far less.
  env.JAVA_TOOL_OPTIONS = env.JAVA_TOOL_OPTIONS ?? '-Xmx1g';
  return env;
}

/** Env for code that talks to the running emulators from outside (seeders, tests). */
export function emulatorClientEnv() {
  return {
    ...process.env,
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
    HOSTING_URL,
  };
}

export const EMULATORS = 'auth,firestore,functions,hosting';

// The emulated layers sign up, upload and apply many times from one address, so those limits are raised for
// the run; the per-e-mail sign-in failure limit stays as deployed, and the API tests through Hosting check it.
const raised = { limit: 100_000, windowSeconds: 3600 };
export const TEST_RUN_RATE_LIMITS = JSON.stringify({
  signUpPerIp: raised,
  signUpPerEmail: raised,
  loginFailuresPerIp: raised,
  uploadPerUser: raised,
  applyPerUser: raised,
  verificationEmailPerUser: raised,
});

export function firebaseBin() {
  return join(ROOT, 'node_modules', '.bin', 'firebase');
}

/**
 * `--config` for every emulator run: firebase.json as deployed, except that the SPA's Content-Security-Policy
 * also lets the page reach the Auth and Firestore emulators, and frame the Auth emulator's sign-in relay (deployed,
 * the relay is the site's own /__/auth/iframe: the auth domain is the site's). The deployed CSP names no emulator
 * host.
 */
export function emulatorConfigArgs() {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy' && header.value.includes('connect-src')) {
        header.value = header.value.replace(
          'connect-src ',
          `connect-src http://127.0.0.1:${PORTS.auth} http://127.0.0.1:${PORTS.firestore} ws://127.0.0.1:${PORTS.firestore} `,
        );
        header.value = header.value.replace(
          '; frame-ancestors',
          `; frame-src 'self' http://127.0.0.1:${PORTS.auth}; frame-ancestors`,
        );
      }
    }
  }
  const file = join(ROOT, '.firebase-emulators.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return ['--config', file];
}
