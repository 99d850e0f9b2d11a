import { DEFAULT_OFFER_TEMPLATE, type OfferField, type OfferTemplate } from '@hr-portal/contract';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { settingsDocs } from '../../lib/collections.js';
import { runTransaction } from '../../lib/transactions.js';

/** settings/offerTemplate: the letter's title, body and free fields; the default until an admin saves one. */
function storedTemplate(data: Record<string, unknown> | undefined): OfferTemplate {
  if (!data || typeof data.body !== 'string' || typeof data.title !== 'string') return DEFAULT_OFFER_TEMPLATE;
  const fields = Array.isArray(data.fields) ? (data.fields as OfferField[]) : [];
  return { title: data.title, body: data.body, fields: fields.map(({ key, label }) => ({ key, label })) };
}

export async function loadOfferTemplate(): Promise<OfferTemplate> {
  return storedTemplate((await settingsDocs.offerTemplate().get()).data());
}

/** Replaces the template with its audit entry, in one transaction. */
export async function storeOfferTemplate(actor: AuditActor, template: OfferTemplate): Promise<OfferTemplate> {
  const ref = settingsDocs.offerTemplate();
  await runTransaction(async (transaction) => {
    const before = storedTemplate((await transaction.get(ref)).data());
    transaction.set(ref, { ...template, updatedBy: actor.uid });
    recordAudit(transaction, {
      actor,
      action: 'settings.offer_template_changed',
      target: { type: 'settings', id: 'offerTemplate', label: 'Offer letter' },
      before: { ...before },
      after: { ...template },
    });
  });
  return template;
}
