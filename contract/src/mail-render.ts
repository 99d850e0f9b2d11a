import type { MailTemplate } from './mail.js';
import type { MailValues } from './mail-events.js';

// The template renderer: {{placeholders}} found in bounded steps, filled, escaped for HTML.

/** A `{{ name }}` found in a template: where it starts and ends (exclusive), and the name. */
export interface Placeholder {
  start: number;
  end: number;
  name: string;
}

const isSpace = (char: string) => /\s/.test(char);

const isNameChar = (char: string) => char !== '{' && char !== '}' && !isSpace(char);

/**
 * Every `{{ name }}` (spaces allowed round a name of no braces or spaces), left to right, in one linear pass: no
 * character is looked at more than three times, whatever the template (a regular expression with `\s*` on both sides
 * of an empty name backtracks quadratically on "{{" and spaces). `meter.steps` counts the characters looked at.
 */
export function placeholdersOf(template: string, meter?: { steps: number }): Placeholder[] {
  const found: Placeholder[] = [];
  let from = 0;
  for (;;) {
    const start = template.indexOf('{{', from);
    if (meter) meter.steps += (start < 0 ? template.length : start) - from;
    if (start < 0) return found;
    let at = start + 2;
    while (at < template.length && isSpace(template[at]!)) at += 1;
    const nameStart = at;
    while (at < template.length && isNameChar(template[at]!)) at += 1;
    const nameEnd = at;
    while (at < template.length && isSpace(template[at]!)) at += 1;
    if (meter) meter.steps += at - start + 1;
    if (template.startsWith('}}', at)) {
      found.push({ start, end: at + 2, name: template.slice(nameStart, nameEnd) });
      from = at + 2;
    } else {
      // What lies between holds no brace, so the next "{{" starts at `at` or later, or right after this one's
      // first brace when a third one follows it ("{{{").
      from = at === start + 2 ? start + 1 : at;
    }
  }
}

/** The `{{name}}` placeholders a template uses. */
export function variablesIn(template: string): string[] {
  return placeholdersOf(template).map((placeholder) => placeholder.name);
}

/**
 * Fills a template's `{{name}}` placeholders in one pass (a value is never read as a template, so time and size
 * are bounded by the template and the values); a name `values` does not hold is left empty. `encode` adapts each
 * value to where it goes. E-mail templates and offer letters both fill this way.
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | undefined>>,
  encode: (value: string) => string = (value) => value,
): string {
  let filled = '';
  let last = 0;
  for (const { start, end, name } of placeholdersOf(template)) {
    filled += template.slice(last, start) + encode(Object.hasOwn(values, name) ? (values[name] ?? '') : '');
    last = end;
  }
  return filled + template.slice(last);
}

/**
 * Someone's free text as it may stand in an e-mail: nothing in it reads as a link or an address to a mail client
 * ("evil.com" becomes "evil[.]com", "a@b" becomes "a[at]b", "https://" becomes "https[:]//"). Names cannot hold
 * these characters at all; free text keeps them, made inert.
 */
export const inertLinks = (text: string) =>
  text
    .replace(/:\/\//g, '[:]//')
    .replace(/@/g, '[at]')
    .replace(/([\p{L}\p{N}-])\.(?=\p{L}{2,}\b)/gu, '$1[.]');

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * Fills a template: one pass, no logic, so time and size are bounded by the template and the values. In HTML
 * the values are escaped; in the subject, line breaks become spaces (a header must stay one line).
 */
export function renderMail(template: Pick<MailTemplate, 'subject' | 'text' | 'html'>, values: MailValues) {
  const fill = (source: string, encode: (value: string) => string) => fillPlaceholders(source, values, encode);
  return {
    subject: fill(template.subject, (value) => value.replace(/[\r\n]+/g, ' ')),
    text: fill(template.text, (value) => value),
    html: fill(template.html, escapeHtml),
  };
}
