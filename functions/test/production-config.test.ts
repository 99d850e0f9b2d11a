import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const EMULATOR_HOST = /127\.0\.0\.1|localhost|:9099|:5000/;

/** Evaluates an expression against lib/config.ts in a fresh Node with only the given environment. */
function configIn(env: Record<string, string>, expression: string): unknown {
  const bundle = join(tmpdir(), `hr-portal-config-${process.pid}.cjs`);
  execFileSync(
    resolve(ROOT, 'node_modules/.bin/esbuild'),
    [
      resolve(ROOT, 'functions/src/lib/config.ts'),
      '--bundle',
      '--platform=node',
      '--format=cjs',
      `--outfile=${bundle}`,
    ],
    { stdio: 'ignore' },
  );
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [
        '-e',
        `console.log(JSON.stringify((() => { const { config } = require(${JSON.stringify(bundle)}); return ${expression}; })()))`,
      ],
      { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    throw new Error(String((error as { stderr?: string }).stderr), { cause: error });
  }
  return JSON.parse(output);
}

describe('production configuration', () => {
  it('when deployed, then the API accepts only the project hosting origins and no emulator host', () => {
    const origins = configIn({ GCLOUD_PROJECT: 'acme-hr' }, 'config.allowedOrigins');
    expect(origins).toEqual(['https://acme-hr.web.app', 'https://acme-hr.firebaseapp.com']);
  });

  it('when under the emulators, then the Hosting emulator origins are accepted too', () => {
    const origins = configIn({ GCLOUD_PROJECT: 'demo-hr-portal', FUNCTIONS_EMULATOR: 'true' }, 'config.allowedOrigins');
    expect(origins).toContain('http://127.0.0.1:5000');
  });

  it('when deployed, then the client address is taken per path (Hosting or direct), and TRUSTED_PROXY_HOPS overrides it', () => {
    expect(configIn({}, 'config.trustedProxyHops')).toBe('per-path');
    expect(configIn({}, 'config.hostingEgressCidrs')).toContain('151.101.0.0/16');
    expect(configIn({ HOSTING_EGRESS_CIDRS: '198.51.100.0/24, 2001:db8::/32' }, 'config.hostingEgressCidrs')).toEqual([
      '198.51.100.0/24',
      '2001:db8::/32',
    ]);
    expect(configIn({ TRUSTED_PROXY_HOPS: '1' }, 'config.trustedProxyHops')).toBe(1);
    expect(configIn({ FUNCTIONS_EMULATOR: 'true' }, 'config.trustedProxyHops')).toBe(0);
  });

  it.each([
    ['TRUSTED_PROXY_HOPS', '9'],
    ['TRUSTED_PROXY_HOPS', 'two'],
    ['FILE_STORE', 'floppy'],
  ])('when %s is %s, then start-up fails naming the variable', (name, value) => {
    expect(() => configIn({ [name]: value }, 'config.projectId')).toThrow(
      new RegExp(`Environment variable ${name} is invalid`),
    );
  });

  it('when a variable is blank, then it counts as not set', () => {
    expect(configIn({ TRUSTED_PROXY_HOPS: '', ALLOWED_ORIGINS: ' ' }, 'config.trustedProxyHops')).toBe('per-path');
  });

  it('when the deployed Hosting headers are read, then no Content-Security-Policy names an emulator host', () => {
    const firebase = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8'));
    const values = firebase.hosting.headers.flatMap((rule: { headers: { key: string; value: string }[] }) =>
      rule.headers.filter((header) => header.key === 'Content-Security-Policy').map((header) => header.value),
    );
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).not.toMatch(EMULATOR_HOST);
  });

  it('when FILE_LINK_SECRET is missing, then signing a link fails instead of using a known key', () => {
    expect(() => configIn({}, 'config.fileLinkSecret()')).toThrow(/FILE_LINK_SECRET is not set/);
  });
});

/** The API's mounted routes ("METHOD /api/path") as app.ts builds them in a fresh Node with only `env`. */
function routesIn(env: Record<string, string>): string[] {
  const dir = resolve(ROOT, 'functions/node_modules/.cache');
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, `hr-portal-routes-${process.pid}.ts`);
  const bundle = join(dir, `hr-portal-routes-${process.pid}.cjs`);
  writeFileSync(
    entry,
    `import { apiMounts } from ${JSON.stringify(resolve(ROOT, 'functions/src/http/app.ts'))};
import { DEFAULT_RATE_LIMITS } from ${JSON.stringify(resolve(ROOT, 'functions/src/lib/rate-limit.ts'))};
const routes = apiMounts(DEFAULT_RATE_LIMITS).flatMap(({ path, router }) =>
  router.stack.flatMap((layer: any) =>
    layer.route ? Object.keys(layer.route.methods).map((m) => m.toUpperCase() + ' /api' + (path === '/' ? '' : path) + layer.route.path) : [],
  ),
);
console.log(JSON.stringify(routes));
`,
  );
  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'functions/package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [
    '--external:' + name,
    `--external:${name}/*`,
  ]);
  execFileSync(
    resolve(ROOT, 'node_modules/.bin/esbuild'),
    [entry, '--bundle', '--platform=node', '--format=cjs', `--outfile=${bundle}`, ...external],
    { stdio: 'ignore' },
  );
  const output = execFileSync(process.execPath, [bundle], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output);
}

describe('routes that exist only under the emulators', () => {
  const runNow = (route: string) => /\/run$|\/mailbox/.test(route);

  it('when deployed, then no run-now route (reminders, retention, insights, mailbox) is mounted', () => {
    const deployed = routesIn({ GCLOUD_PROJECT: 'acme-hr' });
    expect(deployed.length).toBeGreaterThan(50);
    expect(deployed.filter(runNow)).toEqual([]);
  });

  it('when under the emulators, then the run-now routes are there', () => {
    const emulated = routesIn({ GCLOUD_PROJECT: 'demo-hr-portal', FUNCTIONS_EMULATOR: 'true' });
    expect(emulated).toContain('POST /api/booking/reminders/run');
    expect(emulated.filter(runNow).length).toBeGreaterThanOrEqual(4);
  });
});

describe('the default salary currency', () => {
  it('when DEFAULT_CURRENCY is not set, then jobs start in US dollars (the spec shows a $ prefix); when set, in that currency', () => {
    expect(configIn({}, 'config.defaultCurrency')).toBe('USD');
    expect(configIn({ DEFAULT_CURRENCY: 'EUR' }, 'config.defaultCurrency')).toBe('EUR');
  });
});
