import { identityToolkitUrl } from '../../src/lib/config.js';

export interface OobCode {
  email: string;
  newEmail?: string;
  requestType: string;
  oobLink: string;
}

/** Every out-of-band code (verification, e-mail change, recovery) the Auth emulator holds for an address. */
export async function oobCodesFor(email: string, projectId = process.env.GCLOUD_PROJECT): Promise<OobCode[]> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email);
}

/**
 * Firebase's own verification e-mail, asked for with the public API (as anyone holding the account's password can)
 * and followed at the emulator's hosted page: Firebase then marks the address verified.
 */
export async function followFirebaseVerification(idToken: string, email: string): Promise<void> {
  const sent = await fetch(identityToolkitUrl('accounts:sendOobCode'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken }),
  });
  if (!sent.ok) throw new Error(`VERIFY_EMAIL not sent: ${sent.status}`);
  const [code] = (await oobCodesFor(email)).filter((entry) => entry.requestType === 'VERIFY_EMAIL');
  if ((await fetch(code!.oobLink)).status !== 200) throw new Error('Firebase verification page failed');
}

/** The one-time code of the first sign-in link the Auth emulator recorded for an address. */
export async function signInLinkCodeFor(email: string): Promise<string | null> {
  const link = (await oobCodesFor(email)).find((code) => code.requestType === 'EMAIL_SIGNIN');
  return new URL(link!.oobLink).searchParams.get('oobCode');
}
