/** Loads the Firebase SDK chunk on first use (it is not needed to paint the first screen). */
export const loadFirebase = () => import('./firebase');
