import { create } from 'zustand';
import type { Language, Role } from '@hr-portal/contract';

/** The signed-in user as the session knows it (_id, email, role). */
export interface SessionUser {
  _id: string;
  email: string;
  role: Role;
  name?: string;
  /** The language on their profile, once they chose one. */
  language?: Language;
}

interface SessionState {
  /** Absent (null) or the signed-in user. */
  user: SessionUser | null;
  /** False until the stored session (lib/session-tokens.ts) was read. */
  ready: boolean;
  setUser: (user: SessionUser) => void;
  /** Merges fields into the current user; does nothing when no one is signed in. */
  mergeUser: (fields: Partial<SessionUser>) => void;
  clearUser: () => void;
  markReady: () => void;
}

export const useSession = create<SessionState>()((set) => ({
  user: null,
  ready: false,
  setUser: (user) => set({ user }),
  mergeUser: (fields) => set((state) => (state.user ? { user: { ...state.user, ...fields } } : state)),
  clearUser: () => set({ user: null }),
  markReady: () => set({ ready: true }),
}));
