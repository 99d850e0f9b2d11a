// The Auth emulator's sign-in setting the portal needs, as a real project sets it in the console (Authentication >
// Settings > User account linking > "Create multiple accounts for each identity provider"): a Google, Microsoft or
// SSO sign-in never merges itself into an account with the same address. The API decides (it asks the owner to
// prove the account is theirs first). The emulator forgets it on restart, so every entry point sets it.
const PROJECT_ID = 'demo-hr-portal';

export async function configureAuthEmulator(host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099') {
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ signIn: { allowDuplicateEmails: true } }),
  });
  if (!response.ok) throw new Error(`Auth emulator config: ${response.status} ${await response.text()}`);
}
