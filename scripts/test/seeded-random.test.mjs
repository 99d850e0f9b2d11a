import { describe, expect, it } from 'vitest';
import { seededRandom } from '../lib/seeded-random.mjs';

describe('seededRandom', () => {
  it('when drawn 100,000 times, then no number repeats and all lie in [0, 1)', () => {
    const random = seededRandom(39);
    const drawn = Array.from({ length: 100_000 }, random);
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(drawn.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('when seeded the same, then it gives the same numbers', () => {
    const [a, b] = [seededRandom(7), seededRandom(7)];
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });
});
