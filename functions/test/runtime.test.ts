import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * The deploy runtime must be one Cloud Functions still creates and updates: firebase-tools' own table of runtimes
 * (the one its deploy checks) gives each a decommission date, and ours must be at least six months away, so a
 * decommissioning is met by a change here long before deploys start to fail.
 */
const root = new URL('../../', import.meta.url);
const firebaseJson = JSON.parse(readFileSync(new URL('firebase.json', root), 'utf8')) as {
  functions: { runtime: string } | { runtime: string }[];
};
const runtime = [firebaseJson.functions].flat()[0]!.runtime;
const requireFromRoot = createRequire(new URL('package.json', root));
const { RUNTIMES } = requireFromRoot('firebase-tools/lib/deploy/functions/runtimes/supported/types.js') as {
  RUNTIMES: Record<string, { status: string; deprecationDate: string; decommissionDate: string }>;
};

describe('the functions runtime', () => {
  it('when firebase-tools is asked about the runtime in firebase.json, then it is GA and decommissioned 6+ months from now', () => {
    const known = RUNTIMES[runtime];
    expect(known, `firebase-tools does not know ${runtime}`).toBeDefined();
    expect(known!.status).toBe('GA');
    const sixMonthsAhead = new Date();
    sixMonthsAhead.setMonth(sixMonthsAhead.getMonth() + 6);
    expect(new Date(known!.decommissionDate).getTime()).toBeGreaterThan(sixMonthsAhead.getTime());
  });

  it('when the functions package names its engine, then it is the deploy runtime', () => {
    const functionsPackage = JSON.parse(readFileSync(new URL('functions/package.json', root), 'utf8')) as {
      engines: { node: string };
    };
    expect(`nodejs${functionsPackage.engines.node}`).toBe(runtime);
  });
});
