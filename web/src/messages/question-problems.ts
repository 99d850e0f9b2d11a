import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// checkAnswer (the contract, shared with the server) names a problem in English words that follow the question's
// label. The apply dialog shows them in the screens' language: the fixed ones by table, the ones with a number
// by their pattern.
export const FIXED_PROBLEMS = {
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
  if (Object.hasOwn(FIXED_PROBLEMS, problem)) return i18n._(FIXED_PROBLEMS[problem as keyof typeof FIXED_PROBLEMS]);
  const match = (pattern: RegExp): [string, string] | null => {
    const found = problem.match(pattern);
    return found ? [found[1] ?? '', found[2] ?? ''] : null;
  };
  let found: [string, string] | null;
  if ((found = match(/^choose at most (\d+)$/))) return i18n._(msg`choose at most ${found[0]}`);
  if ((found = match(/^at most (\d+) characters$/))) return i18n._(msg`at most ${found[0]} characters`);
  if ((found = match(/^enter a number between (\S+) and (\S+)$/)))
    return i18n._(msg`enter a number between ${found[0]} and ${found[1]}`);
  if ((found = match(/^enter a number at least (\S+)$/))) return i18n._(msg`enter a number at least ${found[0]}`);
  if ((found = match(/^enter a number at most (\S+)$/))) return i18n._(msg`enter a number at most ${found[0]}`);
  if ((found = match(/^enter a date from (\d+) to (\d+)$/)))
    return i18n._(msg`enter a date from ${found[0]} to ${found[1]}`);
  return problem;
}
