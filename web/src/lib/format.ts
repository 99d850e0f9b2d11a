import { LANGUAGE_LOCALES } from '@hr-portal/contract';
import { currentLanguage } from './i18n';

// The screens' language's formats ("25.11.2026" in German); in English, the browser's own (en-US or en-GB).
// One formatter per language and kind, since each call of toLocaleString builds a formatter again (a list of
// a hundred dates paid for a hundred formatters).
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(kind: string, options: Intl.DateTimeFormatOptions, english?: string): Intl.DateTimeFormat {
  const language = currentLanguage();
  const key = `${language}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? english : LANGUAGE_LOCALES[language], options);
    formats.set(key, format);
  }
  return format;
}
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** Local date-time for an ISO timestamp, or '-' when there is none (spec: Last Login, Posted). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : formatOf('date-time', DATE_TIME).format(date);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : formatOf('date', {}).format(date);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** An interview's time in the viewer's zone, zone named: "24 Nov 2026, 14:00 (Europe/Berlin)". */
export function formatInterviewTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const interviewTimeFormat = formatOf('interview', { dateStyle: 'medium', timeStyle: 'short' });
  return `${interviewTimeFormat.format(new Date(iso))} (${interviewTimeFormat.resolvedOptions().timeZone})`;
}

/** A calendar day (YYYY-MM-DD, as offers and questions hold them) in words: "7 December 2026", "7. Dezember 2026". */
export function formatDay(day: string): string {
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return day;
  // English as offers always said it (en-GB: "7 December 2026").
  return formatOf('day', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, 'en-GB').format(parsed);
}
