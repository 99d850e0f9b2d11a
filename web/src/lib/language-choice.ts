import type { Language, Role } from '@hr-portal/contract';
import { useSession } from '../stores/session';
import { apiRequest } from './api-client';
import { activateLanguage, currentLanguage, LANGUAGE_KEY } from './i18n';

/**
 * A person picks a language: the screens switch, this browser remembers it, and a signed-in person's profile
 * stores it (`PATCH /api/user/:id {language}`) so their e-mails and other devices follow.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  // Remembered once the screens are in it: a switch overtaken by a later one leaves nothing behind.
  if (!(await activateLanguage(language))) return;
  localStorage.setItem(LANGUAGE_KEY, language);
  const user = useSession.getState().user;
  if (user && user.language !== language) {
    const before = user.language;
    useSession.getState().mergeUser({ language });
    try {
      await apiRequest(`/api/user/${encodeURIComponent(user._id)}`, 'The language could not be saved', {
        method: 'PATCH',
        body: { language },
      });
    } catch (caught) {
      useSession.getState().mergeUser({ language: before });
      throw caught;
    }
  }
}

/**
 * Signing in with a language on the profile switches to it (another device may have chosen it). Staff screens
 * stay English: only candidates and employees adopt theirs.
 */
export async function adoptProfileLanguage(language: Language | undefined, role: Role): Promise<void> {
  if (!language || !speaksOwnLanguage(role) || language === currentLanguage()) return;
  if (await activateLanguage(language)) localStorage.setItem(LANGUAGE_KEY, language);
}

/** Candidate screens speak the person's language; staff screens stay English. */
export const speaksOwnLanguage = (role: Role | undefined) => role === 'candidate' || role === 'employee';
