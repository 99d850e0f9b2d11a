// An address as its provider delivers it: what duplicates and opt-outs compare.

/** Providers that deliver mail for "a.b+tag@" to "ab@": the dots and the +tag are not part of the address. */
const IGNORE_DOTS_AND_TAGS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };
/** Providers that deliver "name+tag@" to "name@" (dots count). */
const IGNORE_TAGS = new Set([
  'outlook.com',
  'hotmail.com',
  'live.com',
  'icloud.com',
  'me.com',
  'fastmail.com',
  'protonmail.com',
  'proton.me',
]);

/** An address as its provider reads it: lower case; for Gmail without dots and +tag, for others that ignore +tags without it. */
export function normalisedEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const canonical = IGNORE_DOTS_AND_TAGS[domain];
  if (canonical) {
    domain = canonical;
    local = local.split('+')[0]!.replaceAll('.', '');
  } else if (IGNORE_TAGS.has(domain)) {
    local = local.split('+')[0]!;
  }
  return `${local}@${domain}`;
}
