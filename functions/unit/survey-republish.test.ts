import { describe, expect, it } from 'vitest';
import { mayRepublish } from '../src/data/survey/republish.js';

// When the survey's counts may be published again: each stage staff see differs from the last report by no one or
// by at least k people, so no two reports, compared stage by stage, differ by one person's answers.

const K = 5;
/** Respondents `from`..`to` (exclusive) at a stage, keyed as the tally keys them. */
const at = (stage: string, from: number, to: number) =>
  Object.fromEntries(Array.from({ length: to - from }, (_, index) => [`r${from + index}`, stage]));

describe('survey republication', () => {
  const last = { ...at('applied', 0, 10), ...at('interview', 10, 15) };

  it('when nothing changed, then nothing is published', () => {
    expect(mayRepublish(last, last, K)).toBe(false);
  });

  it('when five people move from one stage to another, then the counts are published', () => {
    expect(mayRepublish({ ...last, ...at('screening', 0, 5) }, last, K)).toBe(true);
  });

  it('when one target moves beside four people moving between two other stages, then nothing is published', () => {
    const now = { ...last, r0: 'screening', ...at('offer', 10, 14) };
    expect(mayRepublish(now, last, K)).toBe(false);
  });

  it('when decoys move away and back, then they count for nothing', () => {
    expect(mayRepublish({ ...last, r0: 'screening' }, last, K)).toBe(false);
  });

  it('when a stage staff never see (under five respondents then and now) changes by one, then it holds nothing back', () => {
    // Five move applied -> screening and one applied -> offer: applied loses 6, screening gains 5, offer (never shown)
    // gains 1.
    expect(mayRepublish({ ...last, ...at('screening', 0, 5), r5: 'offer' }, last, K)).toBe(true);
    // The same with offer shown (five there before): its one newcomer holds the report back.
    const withOffer = { ...last, ...at('offer', 20, 25) };
    expect(mayRepublish({ ...withOffer, ...at('screening', 0, 5), r5: 'offer' }, withOffer, K)).toBe(false);
  });

  it('when someone leaves the tally (their answers withdrawn) beside others moving, then their stage must differ by five too', () => {
    const { r10: _gone, ...now } = { ...last, ...at('screening', 0, 5) };
    expect(mayRepublish(now, last, K)).toBe(false);
  });

  it('when five join one stage and one joins another that staff see, then the other stage holds it back', () => {
    expect(mayRepublish({ ...last, ...at('applied', 20, 25) }, last, K)).toBe(true);
    expect(mayRepublish({ ...last, ...at('applied', 20, 25), ...at('interview', 30, 31) }, last, K)).toBe(false);
  });
});
