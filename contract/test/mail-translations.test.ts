import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_MAIL_EVENTS,
  DEFAULT_MAIL_TEMPLATES,
  DEFAULT_MAIL_TRANSLATIONS,
  MAIL_EVENT_INFO,
  renderMail,
  SAMPLE_MAIL_VALUES,
  variablesIn,
} from '../src/index.js';

const LANGUAGES = ['de', 'fr', 'es'] as const;
const variablesOf = (words: { subject: string; text: string; html: string }) =>
  [...new Set([words.subject, words.text, words.html].flatMap(variablesIn))].sort();

describe('candidate e-mails in German, French and Spanish', () => {
  it('covers exactly the e-mails that go to candidates (new hires and account owners included)', () => {
    const toCandidates = Object.entries(MAIL_EVENT_INFO)
      .filter(([, info]) => ['candidate', 'candidate and interviewers', 'account owner', 'new hire'].includes(info.to))
      .map(([event]) => event)
      .sort();
    expect([...CANDIDATE_MAIL_EVENTS].sort()).toEqual(toCandidates);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(CANDIDATE_MAIL_EVENTS)('%s uses the same variables as its English template', (event) => {
      const words = DEFAULT_MAIL_TRANSLATIONS[language][event];
      expect(variablesOf(words)).toEqual(variablesOf(DEFAULT_MAIL_TEMPLATES[event]));
      expect(variablesOf(words).every((name) => MAIL_EVENT_INFO[event].variables.includes(name as never))).toBe(true);
    });

    it.each(CANDIDATE_MAIL_EVENTS)('%s renders every value, none left as a placeholder, and no English', (event) => {
      const rendered = renderMail(DEFAULT_MAIL_TRANSLATIONS[language][event], SAMPLE_MAIL_VALUES);
      for (const part of [rendered.subject, rendered.text, rendered.html]) expect(part).not.toMatch(/\{\{|\}\}/);
      const english = renderMail(DEFAULT_MAIL_TEMPLATES[event], SAMPLE_MAIL_VALUES);
      expect(rendered.subject).not.toBe(english.subject);
      expect(rendered.text).not.toMatch(/The HR team|Hello /);
      // The HTML is well formed enough for a mail client: every paragraph and link closed.
      expect(rendered.html.match(/<p[ >]/g)?.length).toBe(rendered.html.match(/<\/p>/g)?.length);
      expect(rendered.html.match(/<a /g)?.length ?? 0).toBe(rendered.html.match(/<\/a>/g)?.length ?? 0);
    });
  });
});
