// A type only: the web's first page loads the languages without the chunk this module is bundled in.
import type { Language } from './languages.js';

/** How often a salary is paid, as schema.org's unitText names it. */
export const SALARY_PERIODS = ['YEAR', 'MONTH', 'HOUR'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  YEAR: 'per year',
  MONTH: 'per month',
  HOUR: 'per hour',
};

/** The period in words in each language candidates read ("52.000 € pro Jahr"). */
const PERIOD_WORDS: Record<Exclude<Language, 'en'>, Record<SalaryPeriod, string>> = {
  de: { YEAR: 'pro Jahr', MONTH: 'pro Monat', HOUR: 'pro Stunde' },
  fr: { YEAR: 'par an', MONTH: 'par mois', HOUR: 'de l’heure' },
  es: { YEAR: 'al año', MONTH: 'al mes', HOUR: 'por hora' },
};

/** One formatter per language and currency: building an Intl.NumberFormat costs far more than using one. */
const currencyFormats = new Map<string, Intl.NumberFormat>();
function currencyFormat(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
    currencyFormats.set(key, format);
  }
  return format;
}

/**
 * A salary as every screen shows it, the portal as the careers pages: the job's currency by Intl with no
 * cents, and the period ("€70,000 per year", "70.000 € pro Jahr"). Null for no salary (0). A malformed code
 * shows as "70000 X1". English is as it always was ("€70,000"); another language passes its regional format
 * (`locale`, LANGUAGE_LOCALES: "70.000 €", "70 000 €").
 */
export function formatSalary(
  job: { salary: number; salaryCurrency: string; salaryPeriod: SalaryPeriod },
  language: Language = 'en',
  locale = 'en',
): string | null {
  if (!(job.salary > 0)) return null;
  let amount: string;
  try {
    amount = currencyFormat(job.salaryCurrency, language === 'en' ? 'en' : locale).format(job.salary);
  } catch {
    amount = `${job.salary} ${job.salaryCurrency}`;
  }
  const period = language === 'en' ? SALARY_PERIOD_LABELS : PERIOD_WORDS[language];
  return `${amount} ${period[job.salaryPeriod] ?? ''}`.trim();
}

/** ISO 4217 codes the job form offers first (any three-letter code is accepted). */
export const COMMON_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CAD', 'AUD', 'INR', 'JPY'];

/** Where a job posting came from: `?src=` on a careers link (e.g. linkedin), kept on the application. */
export const SOURCE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** The public fields a job gains for its careers page and Google for Jobs. */
export interface JobPublicFields {
  /** The careers page address (/careers/{slug}): from the title when created, unchanged by later renames. */
  slug: string;
  /** The last day applications are taken (YYYY-MM-DD), or null: open until closed. */
  validThrough: string | null;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  remote: boolean;
  /** ISO 3166-1 alpha-2 codes of the countries a remote hire may live in; empty: anywhere. */
  remoteCountries: string[];
}

/** True when a job's last day to apply has passed (the day itself still counts). */
export function isExpired(validThrough: string | null | undefined, now = Date.now()): boolean {
  if (!validThrough) return false;
  const end = Date.parse(`${validThrough}T23:59:59.999Z`);
  return Number.isFinite(end) && end < now;
}

/** Paths search engines are kept out of: the API and the signed-in areas. */
export const PRIVATE_PATHS = ['/api/', '/admin', '/hr', '/employee', '/candidate'];

/** robots.txt: the careers pages are open to crawlers, the private areas not; the sitemap's absolute address. */
export function robotsTxt(portalUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /careers', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`)];
  return `${[...lines, `Sitemap: ${portalUrl.replace(/\/+$/, '')}/sitemap.xml`].join('\n')}\n`;
}
