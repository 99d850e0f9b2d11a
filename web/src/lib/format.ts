// The browser's locale and time zone, as toLocaleString uses them; built once, since each call of
// toLocaleString builds a formatter again (a list of a hundred dates paid for a hundred formatters).
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
const dateFormat = new Intl.DateTimeFormat();

/** Local date-time for an ISO timestamp, or '-' when there is none (spec: Last Login, Posted). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : dateTimeFormat.format(date);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : dateFormat.format(date);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

let interviewTimeFormat: Intl.DateTimeFormat | null = null;

/** An interview's time in the viewer's zone, zone named: "24 Nov 2026, 14:00 (Europe/Berlin)". */
export function formatInterviewTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  interviewTimeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return `${interviewTimeFormat.format(new Date(iso))} (${interviewTimeFormat.resolvedOptions().timeZone})`;
}
