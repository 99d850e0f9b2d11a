import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// checkAnswer (the contract, shared with the server) names a problem in English words that follow the question's
// label. The apply dialog shows them in the screens' language: the fixed ones by table, the ones with a number
// by their pattern.
const FIXED = {
  'an answer is required': msg`an answer is required`,
  'answer yes or no': msg`answer yes or no`,
  'choose one of the options': msg`choose one of the options`,
  'choose from the options': msg`choose from the options`,
  'enter a number': msg`enter a number`,
  'enter a date (YYYY-MM-DD)': msg`enter a date (YYYY-MM-DD)`,
  'enter text': msg`enter text`,
  'enter a full http(s) address': msg`enter a full http(s) address`,
  'choose a PDF': msg`choose a PDF`,
} as const;

export function questionProblemIn(i18n: I18n, problem: string): string {
  const fixed = FIXED[problem as keyof typeof FIXED];
  if (fixed) return i18n._(fixed);
  const [, a = '', b = ''] = problem.match(/(-?[\d.]+)(?:\D+(-?[\d.]+))?/) ?? [];
  if (/^choose at most \d+$/.test(problem)) return i18n._(msg`choose at most ${a}`);
  if (/^at most \d+ characters$/.test(problem)) return i18n._(msg`at most ${a} characters`);
  if (/^enter a number between \S+ and \S+$/.test(problem)) return i18n._(msg`enter a number between ${a} and ${b}`);
  if (/^enter a number at least \S+$/.test(problem)) return i18n._(msg`enter a number of at least ${a}`);
  if (/^enter a number at most \S+$/.test(problem)) return i18n._(msg`enter a number of at most ${a}`);
  if (/^enter a date from \d+ to \d+$/.test(problem)) return i18n._(msg`enter a date from ${a} to ${b}`);
  return problem;
}
