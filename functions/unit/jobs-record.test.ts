import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { slugify, slugOfTitle, titleSearchTermOf, titleSearchTerms, titleWords } from '../src/data/jobs/record.js';

describe('slugs', () => {
  it.each([
    ['Senior Frontend Engineer', 'senior-frontend-engineer'],
    ['Café Lead (Zürich)', 'cafe-lead-zurich'],
    ['  --C++ / Rust!!  ', 'c-rust'],
    ['日本語', 'job'],
  ])('when the title is %j, then the slug is %j', (title, slug) => {
    expect(slugOfTitle(title)).toBe(slug);
  });

  it('when cut to the maximum length, then it never ends with a dash', () => {
    expect(slugify('a'.repeat(9) + ' b', 10, 'x')).toBe('aaaaaaaaa');
  });

  it('when any text is slugged, then the result is lower-case letters, digits and single inner dashes', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = slugify(text, 60, 'job');
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(60);
      }),
    );
  });
});

describe('titleWords', () => {
  it('when a title repeats words in other cases and punctuation, then each word is stored once, lower-case', () => {
    expect(titleWords('Senior QA / qa Engineer, Zürich')).toEqual(['senior', 'qa', 'engineer', 'zürich']);
  });

  it('when a title has more than 30 words, then only the first 30 are kept (one document stays small)', () => {
    expect(titleWords(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '))).toHaveLength(30);
  });
});

describe('titleSearchTerms and titleSearchTermOf', () => {
  it('when a title is stored, then each word and each of its prefixes can be looked up', () => {
    expect(titleSearchTerms('QA Lead')).toEqual(['q', 'qa', 'l', 'le', 'lea', 'lead']);
  });

  it('when a word is longer than 20 characters, then its prefixes stop at 20 and the whole word is kept', () => {
    const word = 'internationalisierungsexperte';
    const terms = titleSearchTerms(word);
    expect(terms).toHaveLength(21);
    expect(terms.at(-2)).toBe(word.slice(0, 20));
    expect(terms.at(-1)).toBe(word);
    // Typed whole, it is looked up by its first 20 characters, which the job stores.
    expect(terms).toContain(titleSearchTermOf(word));
  });

  it('when several words are typed, then the longest one is looked up, lower-case; nothing typed looks up nothing', () => {
    expect(titleSearchTermOf('Sr. FRONTEND dev')).toBe('frontend');
    expect(titleSearchTermOf('  ')).toBeUndefined();
  });

  it('when a title is at its 200-character limit, then it stores at most one term per character', () => {
    const title = Array.from({ length: 40 }, (_, i) => `word${i}`)
      .join(' ')
      .slice(0, 200);
    expect(titleSearchTerms(title).length).toBeLessThanOrEqual(200);
  });
});
