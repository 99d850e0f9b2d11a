/** Sets the Auth emulator's account linking as the portal needs it (one account per identity provider). */
export function configureAuthEmulator(host?: string): Promise<void>;
