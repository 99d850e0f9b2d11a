import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('when the path is on this site, then it is kept, query included', () => {
    expect(safeNextPath('/apply/job-1?src=linkedin')).toBe('/apply/job-1?src=linkedin');
  });

  it.each(['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', '/x"><script>', '', null])(
    'when next is %s, then it is refused',
    (value) => {
      expect(safeNextPath(value)).toBeNull();
    },
  );

  it('when a login link is made, then the path round-trips through the query string', () => {
    const next = new URL(loginPathFor('/apply/j?src=x'), 'http://h').searchParams.get('next');
    expect(safeNextPath(next)).toBe('/apply/j?src=x');
  });
});
