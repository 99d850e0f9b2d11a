import type { AddressProofLink } from '@hr-portal/contract';
import { db } from '../../src/lib/firebase.js';

/** The links of the portal's verification e-mails to an address (outbox documents), oldest first. */
export async function verificationLinksFor(email: string): Promise<AddressProofLink[]> {
  const mails = await db()
    .collection('mail')
    .where('to', '==', email)
    .where('event', '==', 'address_verification')
    .get();
  return mails.docs
    .sort((a, b) => a.createTime.toMillis() - b.createTime.toMillis())
    .map((mail) => {
      const query = /\/verify-email\?([^\s"<]+)/.exec(String(mail.get('message.text')))![1]!;
      const params = new URLSearchParams(query);
      return { u: params.get('u')!, x: Number(params.get('x')), s: params.get('s')! };
    });
}
