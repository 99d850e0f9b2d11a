import { describe, expect, it } from 'vitest';
import { cyclesOf, folderGraph } from '../dev/folder-cycles.mjs';

const graph = (edges) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('folder cycles', () => {
  it('when folders import each other in a circle, then the circle is reported once', () => {
    const cycles = cyclesOf(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }));
    expect(cycles).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('when imports only go one way, then there is no cycle', () => {
    expect(cyclesOf(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('when the server is read as it is, then it has no folder cycle', () => {
    expect(cyclesOf(folderGraph())).toEqual([]);
  });
});
