import { signFor } from '../../lib/signed-tokens.js';
import { hasOptedOut, recordOptOut } from '../../data/users/sourced.js';
import { normalisedEmail } from './addresses.js';

// "Remove my data" also means "do not add me again": kept as salted hashes of the address as given and as its
// provider reads it (Gmail dots, +tags), so a variant of the address does not bring the person back.

const optOutHashes = (email: string) =>
  [...new Set([email.trim().toLowerCase(), normalisedEmail(email)])].map((address) => signFor('opt-out', address));

export async function optOutOf(email: string): Promise<void> {
  await Promise.all(optOutHashes(email).map((hash) => recordOptOut(hash)));
}

/** Whether the address, or one its provider reads as the same, asked not to be added again. */
export async function hasOptedOutOf(email: string): Promise<boolean> {
  return (await Promise.all(optOutHashes(email).map((hash) => hasOptedOut(hash)))).some(Boolean);
}
