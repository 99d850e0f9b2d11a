import type { LinkRequired } from '@hr-portal/contract';

/*
 * What /login and the provider sign-in page (provider-sign-in.html, built apart from the app) tell each other. The
 * page leaves its outcome in this tab's sessionStorage (never in the address, where anyone could write a link with
 * a message of their choosing), and /login takes it once.
 */

export const PROVIDER_PAGE = '/provider-sign-in.html';

/** Provider ids the page signs in with: Google, Microsoft, and Identity Platform's OIDC and SAML providers. */
export const PROVIDER_ID = /^(google\.com|microsoft\.com|(oidc|saml)\.[a-z0-9][a-z0-9-]{0,62})$/;

export type ProviderOutcome = { kind: 'link'; link: LinkRequired } | { kind: 'error'; message: string };

const OUTCOME_KEY = 'providerSignInOutcome';
/** Set by /login's button just before it leaves: the page starts only for a press on /login, where the notice is. */
export const INTENT_KEY = 'providerSignInIntent';

/**
 * The page's address for a provider, the path to return to once signed in, and the screen's language; the press is
 * noted in this tab (a link to the page from elsewhere, which skipped /login and its privacy notice, goes to /login).
 */
export function providerPageUrl(providerId: string, next: string | null, language: string): string {
  sessionStorage.setItem(INTENT_KEY, providerId);
  const query = new URLSearchParams({ provider: providerId, lang: language, ...(next ? { next } : {}) });
  return `${PROVIDER_PAGE}?${query.toString()}`;
}

export function leaveProviderOutcome(outcome: ProviderOutcome): void {
  sessionStorage.setItem(OUTCOME_KEY, JSON.stringify(outcome));
}

/** The outcome the page left, once (it is removed as it is read); anything malformed is nothing. */
export function takeProviderOutcome(): ProviderOutcome | null {
  const stored = sessionStorage.getItem(OUTCOME_KEY);
  sessionStorage.removeItem(OUTCOME_KEY);
  if (!stored) return null;
  try {
    const outcome = JSON.parse(stored) as Partial<ProviderOutcome>;
    if (outcome.kind === 'error' && typeof outcome.message === 'string') return outcome as ProviderOutcome;
    const link = outcome.kind === 'link' ? outcome.link : undefined;
    const valid =
      link && [link.email, link.provider, link.link, link.message].every((part) => typeof part === 'string');
    return valid ? (outcome as ProviderOutcome) : null;
  } catch {
    return null;
  }
}
