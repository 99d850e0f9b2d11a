// `npm run size` weighs the screens the router lists: a route the reader misses would escape its budget.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES, screensOf } from '../lib/screens.mjs';

const AREAS = resolve(import.meta.dirname, '..', '..', 'web', 'src', 'app', 'areas');

describe('the screens of each role area, as npm run size reads them', () => {
  it('when the router is read, then every route with a lazily loaded screen is found, with its module', () => {
    for (const role of ROLES) {
      const source = readFileSync(join(AREAS, `${role}-area.tsx`), 'utf8');
      // Every route but the catch-all (path="*"); one with screens of its own (talent-pools/*) counts once.
      const ownRoutes = [...source.matchAll(/<Route\s+path="(?!\*")[^"]+"/g)].length;
      const screens = screensOf(role);
      expect(screens.filter((screen) => !/\/(interviews|email-templates|mailbox)/.test(screen.path))).toHaveLength(
        ownRoutes,
      );
      for (const screen of screens) expect(screen.module).toMatch(/^src\/features\/.+\.tsx$/);
    }
  });

  it('when an area offers the mailbox or the interviews, then they are its screens, and only its', () => {
    const paths = (role) => screensOf(role).map((screen) => screen.path);
    expect(paths('admin')).toEqual(expect.arrayContaining(['/admin/job-applications', '/admin/mailbox']));
    expect(paths('hr')).toContain('/hr/email-templates');
    expect(paths('hr')).not.toContain('/hr/mailbox');
    expect(paths('employee')).toContain('/employee/interviews/:applicationId');
    expect(paths('candidate')).not.toContain('/candidate/interviews');
    expect(paths('hr')).toContain('/hr/talent-pools');
  });
});
