import { i18n, type Messages } from '@lingui/core';
import { isLanguage, LANGUAGE_LOCALES, SOURCE_LANGUAGE, type Language } from '@hr-portal/contract';

/** Where the language a person chose is kept in this browser (their profile keeps it once signed in). */
export const LANGUAGE_KEY = 'language';

/**
 * The parts of the app with their own message catalogs (lingui.config.ts): what /login needs, what every
 * signed-in screen needs, and each candidate screen's own.
 */
export type CatalogPart = 'sign-in' | 'common' | 'jobs' | 'applications' | 'profile' | 'documents';

// One chunk per language and part, compiled from the .po files at build time: only the chosen one is fetched.
const CATALOGS = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

/**
 * The person's choice in this browser (a careers page's ?lang= included), else the first of the browser's languages
 * we speak, else English.
 */
export function preferredLanguage(): Language {
  // A careers page in German leads here with ?lang=de: opening it was the choice.
  const linked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(linked)) localStorage.setItem(LANGUAGE_KEY, linked);
  const chosen = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(chosen)) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag?.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return SOURCE_LANGUAGE;
}

/** Each language's parts, loaded into Lingui once (a failed fetch is tried again next time). */
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
function loadPart(language: Language, part: CatalogPart): Promise<void> {
  const key = `../locales/${language}/${part}.po`;
  let pending = loading.get(key);
  if (!pending) {
    const load = CATALOGS[key];
    if (!load) return Promise.reject(new Error(`No ${part} messages for ${language}`));
    pending = load().then((module) => {
      i18n.load(language, module.messages);
      loaded.add(key);
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The parts the screens shown so far need: a new language loads them all before it is switched to. */
const neededParts = new Set<CatalogPart>(['sign-in']);

/** Counts switches: when two overlap, the one asked for last wins, whichever loads first. */
let switches = 0;

/**
 * Loads the needed messages in the language, then switches the screens to it; `lang` on <html> follows. Resolves
 * false when a later switch was asked for meanwhile (this one was dropped).
 */
export async function activateLanguage(language: Language): Promise<boolean> {
  const mine = ++switches;
  // A screen may ask for another part while these load: wait until every needed part is in.
  let needed: number;
  do {
    needed = neededParts.size;
    await Promise.all([...neededParts].map((part) => loadPart(language, part)));
  } while (needed !== neededParts.size);
  if (mine !== switches) return false;
  i18n.activate(language, [LANGUAGE_LOCALES[language]]);
  document.documentElement.lang = language;
  return true;
}

/** The language the screens are in now. */
export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE);

/** Loads a part's messages in the current language. */
export function ensureCatalog(part: CatalogPart): Promise<void> {
  neededParts.add(part);
  return loadPart(currentLanguage(), part);
}

/** A lazy screen's code and its messages in the current language, fetched side by side. */
export async function withMessages<T>(part: CatalogPart, module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, ensureCatalog(part)]);
  return loaded;
}

const ready = new Map<string, Promise<void>>();

/** Are the screens in `language` already, with the part's messages? (Then nothing needs to wait.) */
export const screensShownIn = (language: Language, part: CatalogPart) =>
  currentLanguage() === language && loaded.has(`../locales/${language}/${part}.po`);

/**
 * The signed-in screens in `language` with their messages: one promise per language and part, the same each time
 * it is asked for (React's `use` waits on it). Staff screens ask for English, candidates' for theirs.
 */
export function screensIn(language: Language, part: CatalogPart): Promise<void> {
  const key = `${language}:${part}`;
  let pending = ready.get(key);
  if (!pending) {
    neededParts.add(part);
    pending = (language === currentLanguage() ? loadPart(language, part) : activateLanguage(language)).then(
      () => undefined,
    );
    // Asked for again after a failure (offline for a moment): loaded again, not the failure remembered.
    pending.catch(() => ready.delete(key));
    ready.set(key, pending);
  }
  return pending;
}

/** The privacy notice in the screens' language (/privacy is English; the others are /de/privacy and so on). */
export const privacyPath = (): string => {
  const language = currentLanguage();
  return language === SOURCE_LANGUAGE ? '/privacy' : `/${language}/privacy`;
};
