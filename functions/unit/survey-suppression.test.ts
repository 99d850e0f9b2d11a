import { describe, expect, it } from 'vitest';
import { suppressed } from '../src/flows/survey/report.js';

// The survey report's small-cell rules: no count from 1 to 4 shows, no hidden count can be worked out from the
// row's total and the others, and a row where one answer holds (nearly) everyone shows nothing.

describe('survey small cells', () => {
  it.each([
    ['nothing small', [10, 12, 0], 22, [10, 12, 0]],
    ['one small cell hides the next smallest until the hidden hold 10', [9, 10, 1, 0], 20, [null, 10, null, 0]],
    ['two small cells that hold under 10 take a third with them', [3, 4, 20, 15], 42, [null, null, 20, null]],
    ['small cells that hold 10 already hide nothing more', [4, 4, 4, 20, 20], 52, [null, null, null, 20, 20]],
    ['one answer holding all', [0, 12, 0], 12, [null, null, null]],
    ['one answer holding all but 4', [16, 4, 0], 20, [null, null, null]],
    ['one answer holding all but 5', [15, 5, 0], 20, [15, 5, 0]],
  ])('when %s, then the row reads as it may', (_name, counts, respondents, shown) => {
    expect(suppressed(counts, respondents)).toEqual(shown);
  });

  it('when every hidden cell is summed, then it is never a single hidden count under 5 on its own', () => {
    for (let a = 0; a < 12; a += 1)
      for (let b = 0; b < 12; b += 1)
        for (let c = 0; c < 12; c += 1) {
          const counts = [a, b, c];
          const row = suppressed(counts, a + b + c);
          const hidden = counts.filter((_, index) => row[index] === null);
          const hiddenSmall = counts.some((count, index) => count > 0 && count < 5 && row[index] !== null);
          expect(hiddenSmall).toBe(false);
          if (hidden.length > 0 && row.some((cell) => cell !== null)) {
            expect(hidden.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(10);
            // The row's total is shown: one hidden cell alone would be the total less the others.
            expect(hidden.length).toBeGreaterThanOrEqual(2);
          }
        }
  });
});
