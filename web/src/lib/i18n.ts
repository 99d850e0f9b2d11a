import { i18n, type Messages } from '@lingui/core';
import { isLanguage, LANGUAGE_LOCALES, SOURCE_LANGUAGE, type Language } from '@hr-portal/contract';

/** Where the language a person chose is kept in this browser (their profile keeps it once signed in). */
export const LANGUAGE_KEY = 'language';

/** The parts of the app with their own message catalogs: what /login needs, and the signed-in screens. */
export type CatalogPart = 'sign-in' | 'app';

// One chunk per language and part, compiled from the .po files at build time: only the chosen one is fetched.
const CATALOGS = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

/** The person's choice in this browser, else the first of the browser's languages we speak, else English. */
export function preferredLanguage(): Language {
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
function loadPart(language: Language, part: CatalogPart): Promise<void> {
  const key = `../locales/${language}/${part}.po`;
  let pending = loading.get(key);
  if (!pending) {
    const load = CATALOGS[key];
    if (!load) return Promise.reject(new Error(`No ${part} messages for ${language}`));
    pending = load().then((module) => i18n.load(language, module.messages));
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The parts the screens shown so far need: a new language loads them all before it is switched to. */
const neededParts = new Set<CatalogPart>(['sign-in']);

/** Loads the needed messages in the language, then switches the screens to it; `lang` on <html> follows. */
export async function activateLanguage(language: Language): Promise<void> {
  // A screen may ask for another part while these load: wait until every needed part is in.
  let needed: number;
  do {
    needed = neededParts.size;
    await Promise.all([...neededParts].map((part) => loadPart(language, part)));
  } while (needed !== neededParts.size);
  i18n.activate(language, [LANGUAGE_LOCALES[language]]);
  document.documentElement.lang = language;
}

/** The language the screens are in now. */
export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE);

/** Loads a part's messages in the current language: a signed-in area waits for it before it renders. */
export function ensureCatalog(part: CatalogPart): Promise<void> {
  neededParts.add(part);
  return loadPart(currentLanguage(), part);
}
