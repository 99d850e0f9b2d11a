import { type Language } from '@hr-portal/contract';
import { useSession } from '../stores/session';
import { apiRequest } from './api-client';
import { activateLanguage, currentLanguage, LANGUAGE_KEY } from './i18n';

/**
 * A person picks a language: the screens switch, this browser remembers it, and a signed-in person's profile
 * stores it (`PATCH /api/user/:id {language}`) so their e-mails and other devices follow.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await activateLanguage(language);
  const user = useSession.getState().user;
  if (user && user.language !== language) {
    useSession.getState().mergeUser({ language });
    await apiRequest(`/api/user/${encodeURIComponent(user._id)}`, 'The language could not be saved', {
      method: 'PATCH',
      body: { language },
    });
  }
}

/** Signing in with a language on the profile switches to it (another device may have chosen it). */
export function adoptProfileLanguage(language: Language | undefined): Promise<void> {
  if (!language || language === currentLanguage()) return Promise.resolve();
  localStorage.setItem(LANGUAGE_KEY, language);
  return activateLanguage(language);
}
