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

/** Verification emails the Auth emulator recorded for an address (it records instead of sending). */
export async function verificationEmailsFor(email: string, projectId = process.env.GCLOUD_PROJECT): Promise<number> {
  return (await oobCodesFor(email, projectId)).filter((code) => code.requestType === 'VERIFY_EMAIL').length;
}

/** The one-time code of the first sign-in link the Auth emulator recorded for an address. */
export async function signInLinkCodeFor(email: string): Promise<string | null> {
  const link = (await oobCodesFor(email)).find((code) => code.requestType === 'EMAIL_SIGNIN');
  return new URL(link!.oobLink).searchParams.get('oobCode');
}
