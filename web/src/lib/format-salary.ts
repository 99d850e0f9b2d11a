import { formatSalary, LANGUAGE_LOCALES } from '@hr-portal/contract';
import { currentLanguage } from './i18n';

// Apart from format.ts: salaries need the contract's careers constants, which the dates every screen shows do not.

/** A salary in the screens' language ("€70,000 per year", "70.000 € pro Jahr"); null for none. */
export function formatSalaryIn(job: Parameters<typeof formatSalary>[0]): string | null {
  const language = currentLanguage();
  return formatSalary(job, language, LANGUAGE_LOCALES[language]);
}
