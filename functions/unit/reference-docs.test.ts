import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { APPLICATION_EVENT_TYPES, AUDIT_ACTIONS } from '@hr-portal/contract';
import { apiMounts } from '../src/http/app.js';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit.js';

// docs/reference.md lists what the code defines: the routes and who may call them, the rate limits, the audit
// actions and the event types. This test renders it from the code and fails when the file says otherwise;
// `npm run docs:reference` writes it again.

const FILE = resolve(import.meta.dirname, '..', '..', 'docs', 'reference.md');
const OWNERS = resolve(import.meta.dirname, '..', 'src', 'data', 'owners.json');

interface Layer {
  route?: {
    path: string;
    methods: Record<string, boolean>;
    stack: { handle: { allowedRoles?: readonly string[]; keyScope?: string } }[];
  };
}

function routeRows(): string[] {
  return apiMounts(DEFAULT_RATE_LIMITS).flatMap(({ path, router }) =>
    ((router as Router).stack as Layer[]).flatMap((layer) => {
      if (!layer.route) return [];
      const full = `/api${path === '/' ? '' : path}${layer.route.path === '/' ? '' : layer.route.path}`;
      const guard = layer.route.stack.find((entry) => entry.handle.allowedRoles)?.handle;
      const who = guard?.allowedRoles
        ? `${guard.allowedRoles.join(', ')}${guard.keyScope ? `; API key with \`${guard.keyScope}\`` : ''}`
        : 'no session (public, or a signed link)';
      return Object.keys(layer.route.methods).map((method) => `| ${method.toUpperCase()} | \`${full}\` | ${who} |`);
    }),
  );
}

const duration = (seconds: number) =>
  seconds % 86_400 === 0
    ? `${seconds / 86_400} d`
    : seconds % 3600 === 0
      ? `${seconds / 3600} h`
      : `${seconds / 60} min`;

/** One row per collection accessor (e.g. `collections.users`): its data folder, and the lib journal writing it. */
function ownerRows(): string[] {
  const owners = JSON.parse(readFileSync(OWNERS, 'utf8')) as {
    data: Record<string, string[]>;
    lib: Record<string, string[]>;
  };
  const journals = (name: string) =>
    Object.entries(owners.lib)
      .filter(([, names]) => names.includes(name))
      .map(([file]) => `\`lib/${file}\``);
  const rows = Object.entries(owners.data).flatMap(([owner, names]) =>
    names.map((name) => `| \`${name}\` | \`data/${owner}/\` | ${journals(name).join(', ')} |`),
  );
  const libOnly = Object.entries(owners.lib).flatMap(([file, names]) =>
    names
      .filter((name) => !Object.values(owners.data).some((owned) => owned.includes(name)))
      .map((name) => `| \`${name}\` | \`lib/${file}\` | |`),
  );
  return [...rows, ...libOnly];
}

function render(): string {
  return [
    '# Reference (generated from the code)',
    '',
    'Written by `npm run docs:reference`; `npm test` fails when this file and the code disagree. Deployed routes',
    'only: the "run now" routes exist under the emulators alone.',
    '',
    '## API routes',
    '',
    '| method | path | who may call it |',
    '| --- | --- | --- |',
    ...routeRows(),
    '',
    '## Collections and the one folder that writes each',
    '',
    'From `functions/src/data/owners.json`, which lint enforces: only the owner names a collection; the journal',
    'writers in `lib/` append to theirs.',
    '',
    '| collection | owner | also appended by |',
    '| --- | --- | --- |',
    ...ownerRows(),
    '',
    '## Rate limits (defaults; `RATE_LIMITS` overrides them)',
    '',
    '| name | count | window |',
    '| --- | --- | --- |',
    ...Object.entries(DEFAULT_RATE_LIMITS).map(
      ([name, rule]) => `| \`${name}\` | ${rule.limit} | ${duration(rule.windowSeconds)} |`,
    ),
    '',
    '## Audit actions',
    '',
    ...AUDIT_ACTIONS.map((action) => `- \`${action}\``),
    '',
    '## Application event types',
    '',
    ...APPLICATION_EVENT_TYPES.map((type) => `- \`${type}\``),
    '',
  ].join('\n');
}

describe('docs/reference.md', () => {
  it('when the reference is rendered from the code, then the file says the same', () => {
    const rendered = render();
    if (process.env.UPDATE_DOCS === '1') writeFileSync(FILE, rendered);
    expect(readFileSync(FILE, 'utf8')).toBe(rendered);
  });
});
