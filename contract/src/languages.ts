/** The languages candidates can use the portal, its careers pages and its e-mails in. English is the source. */
export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Each language's name in itself, as a language switcher lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español' };

/** The regional formats each language's dates, numbers and money are shown in. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' };

export const LANGUAGE_MESSAGES = {
  invalid: `Language must be one of ${LANGUAGES.join(', ')}`,
} as const;

/** A moment in full words, as interviews are written ("Dienstag, 1. Dezember 2026 um 14:00"). */
export const LONG_DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
