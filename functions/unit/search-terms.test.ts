import { describe, expect, it } from 'vitest';
import {
  MAX_PREFIX,
  MAX_TERM_BYTES,
  MAX_TERMS,
  WHOLE_WORD,
  filterKey,
  filterKeysOf,
  foldText,
  indexKeyOf,
  queryTerms,
  scoreTerms,
  textsHoldStartOf,
  wordsAt,
} from '../src/flows/shared/search-terms.js';
import { explainMatch } from '../src/flows/search/snippets.js';
import { fitBytes } from '../src/flows/shared/person-index.js';

const person = (over: Partial<Parameters<typeof scoreTerms>[0]> = {}) => ({
  name: '',
  email: '',
  location: '',
  tags: [],
  resumes: [],
  notes: [],
  ...over,
});

describe('how search reads words', () => {
  it('when text has accents, special letters or case, then they fold to plain lower case', () => {
    expect(foldText('Jürgen MÜLLER, Kraków, Straße, Ærø')).toBe('jurgen muller, krakow, strasse, aero');
  });

  it('when words carry + or #, then C++ and C# stay words; other marks split words', () => {
    expect(wordsAt('C++, C#, Node.js and e-mail').map((word) => word.folded)).toEqual([
      'c++',
      'c#',
      'node',
      'js',
      'and',
      'e',
      'mail',
    ]);
  });

  it('when a query is read, then stop words, single letters and numbers are left out and repeats kept once', () => {
    expect(queryTerms('The Kubernetes and kubernetes in Berlin 2024 x')).toEqual([
      { term: 'kubernetes', written: 'Kubernetes' },
      { term: 'berlin', written: 'Berlin' },
    ]);
  });
});

describe('what a person is indexed under', () => {
  it('when a word is in the resume, then its starts from three letters are indexed too, below the whole word', () => {
    const terms = scoreTerms(person({ resumes: ['Kubernetes'] }));
    expect(terms.get('kubernetes')).toBeGreaterThan(WHOLE_WORD);
    expect(terms.get('kub')).toBeLessThan(WHOLE_WORD);
    expect(terms.get('kube')).toBe(terms.get('kub'));
    expect(terms.has('ku')).toBe(false);
  });

  it('when a word is long, then its starts stop at the longest the index keeps', () => {
    const word = 'supercalifragilisticexpialidocious';
    const terms = scoreTerms(person({ resumes: [word] }));
    expect(terms.has(word.slice(0, MAX_PREFIX))).toBe(true);
    expect(terms.has(word.slice(0, MAX_PREFIX + 1))).toBe(false);
    expect(terms.has(word)).toBe(true);
  });

  it('when a query word is longer than the starts the index keeps, then it is looked up by those and checked against the words', () => {
    const word = 'supercalifragilisticexpialidocious';
    expect(indexKeyOf(word.slice(0, 20))).toBe(word.slice(0, MAX_PREFIX));
    expect(indexKeyOf('kube')).toBe('kube');
    expect(textsHoldStartOf(['Skills: Supercalifragilisticexpialidocious'], word.slice(0, 20))).toBe(true);
    expect(textsHoldStartOf([`Skills: ${word.slice(0, MAX_PREFIX)}xyz`], word.slice(0, 20))).toBe(false);
  });

  it('when the same word is in a name, a tag, or repeated in a resume, then it scores in that order', () => {
    const inName = scoreTerms(person({ name: 'Rust Smith' })).get('rust')!;
    const inTag = scoreTerms(person({ tags: ['Rust'] })).get('rust')!;
    const often = scoreTerms(person({ resumes: ['Rust '.repeat(5)] })).get('rust')!;
    const once = scoreTerms(person({ resumes: ['Rust'] })).get('rust')!;
    expect([inName > inTag, inTag > often, often > once]).toEqual([true, true, true]);
  });

  it('when a resume holds more distinct terms than a document can, then the best scored are kept', () => {
    const words = Array.from({ length: 2000 }, (_, i) => `w${i.toString(36)}zzzz`);
    const terms = scoreTerms(person({ name: 'Keeper Name', resumes: [words.join(' ')] }));
    expect(terms.size).toBe(MAX_TERMS);
    expect(terms.has('keeper')).toBe(true);
  });

  it('when filters are indexed, then the role is one, and a talent-pool consent counts only while it runs', () => {
    const sources = {
      tags: ['Go Lang'],
      applications: [{ jobId: 'j1', stage: 'screening', source: 'LinkedIn' }],
      pools: ['p1'],
      role: 'candidate',
    };
    expect(filterKeysOf({ ...sources, talentPoolUntil: 2_000 }, 1_000).sort()).toEqual(
      [
        filterKey.tag('go lang'),
        filterKey.job('j1'),
        filterKey.stage('screening'),
        filterKey.jobStage('j1', 'screening'),
        filterKey.source('linkedin'),
        filterKey.pool('p1'),
        filterKey.talentPool,
        filterKey.role('candidate'),
      ].sort(),
    );
    expect(filterKeysOf({ ...sources, talentPoolUntil: 1_000 }, 1_000)).not.toContain(filterKey.talentPool);
  });
});

describe('why a person matched', () => {
  it('when words match in a long resume, then the passage holds them and the highlights point at them', () => {
    const text = `${'Intro line. '.repeat(40)}Senior engineer in Berlin running Kubernetes clusters. ${'More. '.repeat(60)}`;
    const { snippet, found } = explainMatch([{ from: 'resume', label: 'cv.pdf', text }], ['kube', 'berlin']);
    expect([...found].sort()).toEqual(['berlin', 'kube']);
    expect(snippet!.text.startsWith('…')).toBe(true);
    expect(snippet!.text.endsWith('…')).toBe(true);
    expect(snippet!.highlights.map(([a, b]) => snippet!.text.slice(a, b))).toEqual(['Berlin', 'Kubernetes']);
  });

  it('when the name holds every word, then the name is the passage, before the resume', () => {
    const { snippet } = explainMatch(
      [
        { from: 'name', label: null, text: 'Jürgen Müller' },
        { from: 'resume', label: 'cv.pdf', text: 'Jürgen Müller, Berlin' },
      ],
      ['muller'],
    );
    expect(snippet).toEqual({ from: 'name', label: null, text: 'Jürgen Müller', highlights: [[7, 13]] });
  });
});

describe('what one person may cost', () => {
  it('when words have no spaces between them (CJK), then the terms kept fit the byte budget', () => {
    const words = Array.from({ length: 4000 }, (_, i) => `${'漢字'.repeat(19)}${String.fromCharCode(0x4e00 + i)}`);
    const terms = scoreTerms(person({ resumes: [words.join(' ')] }));
    let bytes = 0;
    for (const term of terms.keys()) bytes += Buffer.byteLength(term, 'utf8');
    expect(bytes).toBeLessThanOrEqual(MAX_TERM_BYTES);
    expect(terms.size).toBeGreaterThan(100);
  });

  it('when a text is cut to a byte budget, then no character is split', () => {
    const cut = fitBytes('Müller漢字'.repeat(100), 101);
    expect(Buffer.byteLength(cut, 'utf8')).toBeLessThanOrEqual(101);
    expect(cut).not.toContain('\uFFFD');
    expect('Müller漢字'.repeat(100).startsWith(cut)).toBe(true);
  });

  it('when a resume repeats one word thousands of times, then its passage is found in bounded work', () => {
    const text = `${'devops '.repeat(20_000)}kubernetes`;
    const { snippet, found } = explainMatch([{ from: 'resume', label: null, text }], ['devops', 'kubernetes']);
    expect(snippet!.highlights.length).toBeGreaterThan(0);
    // Only the first matched words are read: the late "kubernetes" is not promised.
    expect(found).toEqual(new Set(['devops']));
  });
});

describe('where a person is', () => {
  it('when a person gives a location, then its words score as a tag does', () => {
    const located = scoreTerms(person({ location: 'Berlin, Germany' }));
    const tagged = scoreTerms(person({ tags: ['Berlin'] }));
    expect(located.get('berlin')).toBe(tagged.get('berlin'));
    expect(located.get('germany')).toBeGreaterThan(0);
  });
});
