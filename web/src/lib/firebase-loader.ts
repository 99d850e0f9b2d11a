type FirebaseModule = typeof import('./firebase');

let loading: Promise<FirebaseModule> | null = null;
const onLoad: ((firebase: FirebaseModule) => void)[] = [];

/**
 * Loads the Firebase SDK chunk on first use. It is not needed to paint a screen, and a visitor with no stored
 * session never needs it on /login until they sign in (the sign-in form starts loading it on first focus).
 */
export function loadFirebase(): Promise<FirebaseModule> {
  if (!loading) {
    loading = import('./firebase');
    void loading.then((firebase) => onLoad.splice(0).forEach((use) => use(firebase)));
  }
  return loading;
}

/** Runs `use` once the SDK is loaded by whoever loads it first; downloads nothing by itself. */
export function whenFirebaseLoads(use: (firebase: FirebaseModule) => void): void {
  if (loading) void loading.then(use);
  else onLoad.push(use);
}
