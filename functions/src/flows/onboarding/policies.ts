import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  ONBOARDING_LIMITS,
  ONBOARDING_MESSAGES,
  PDF_MIME_TYPE,
  type OnboardingPolicyDto,
} from '@hr-portal/contract';
import { policyTitleSchema } from '@hr-portal/contract/schemas';
import { recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { signedCopy } from '../../lib/pdf/render.js';
import { isValidLink, mintLink } from '../../lib/file-links.js';
import { log } from '../../lib/log.js';
import type { MultipartResult } from '../../lib/multipart.js';
import { fileStore } from '../../lib/storage/index.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  countPoliciesIn,
  findPolicy,
  listPolicies,
  newPolicyId,
  policyIn,
  writePolicyVersionIn,
  type PolicyRecord,
} from '../../data/onboarding/policies.js';
import { checkedPdf, sha256Of } from '../documents/documents.js';

/** A link to one version of a policy: `{policyId}-v{version}` (Firestore ids hold no dash-v). */
const versionLinkId = (policy: Pick<PolicyRecord, 'id' | 'version'>) => `${policy.id}-v${policy.version}`;

export const policyLink = (policy: Pick<PolicyRecord, 'id' | 'version'>) => mintLink('policy', versionLinkId(policy));

export const toPolicyDto = (policy: PolicyRecord): OnboardingPolicyDto => ({
  _id: policy.id,
  title: policy.title,
  fileName: policy.fileName,
  version: policy.version,
  sha256: policy.sha256,
  fileUrl: policyLink(policy),
  updatedAt: policy.updatedAt?.toISOString() ?? null,
});

/** Every policy, by title (at most ONBOARDING_LIMITS.policies). */
export async function onboardingPolicies(): Promise<OnboardingPolicyDto[]> {
  return (await listPolicies(ONBOARDING_LIMITS.policies)).map(toPolicyDto);
}

/**
 * An admin uploads a policy PDF (POST /api/onboarding/policies) or a new version of one (PUT .../:id): the caged
 * PDF checks, then the file under a path of its own, then the record in a transaction that counts versions (and
 * policies). A failed write removes the file again; earlier versions stay, as what earlier signatures read.
 */
export async function uploadPolicy(caller: Caller, upload: MultipartResult, existingId?: string) {
  const title = policyTitleSchema.safeParse(upload.fields.title ?? '');
  if (!title.success && !existingId) throw badRequest(ONBOARDING_MESSAGES.policyTitleRequired);
  const pdf = await checkedPdf(upload.file);
  await requireSignable(pdf.bytes);
  const id = existingId ?? newPolicyId();
  const storagePath = `policies/${id}/${randomUUID()}.pdf`;
  const store = fileStore();
  await store.put(storagePath, pdf.bytes, PDF_MIME_TYPE);
  let policy: Omit<PolicyRecord, 'updatedAt'>;
  try {
    policy = await runTransaction(async (transaction) => {
      const [before, count] = await Promise.all([
        policyIn(transaction, id),
        existingId ? 0 : countPoliciesIn(transaction),
      ]);
      if (existingId && !before) throw notFound(ONBOARDING_MESSAGES.policyNotFound);
      if (!existingId && count >= ONBOARDING_LIMITS.policies) throw conflict(ONBOARDING_MESSAGES.policiesFull);
      const next = {
        id,
        title: title.success ? title.data : before!.title,
        fileName: pdf.fileName,
        version: (before?.version ?? 0) + 1,
        storagePath,
        sha256: sha256Of(pdf.bytes),
      };
      writePolicyVersionIn(transaction, next);
      recordAudit(transaction, {
        actor: caller,
        action: 'onboarding_policy.uploaded',
        target: { type: 'onboardingPolicy', id, label: next.title },
        before: before && { version: before.version, sha256: before.sha256 },
        after: { version: next.version, sha256: next.sha256 },
      });
      return next;
    });
  } catch (error) {
    await store.delete(storagePath).catch((cleanup: unknown) => log.error('Orphaned policy', cleanup, { storagePath }));
    throw error;
  }
  return toPolicyDto({ ...policy, updatedAt: new Date() });
}

/**
 * The caged checks read PDFs with pdf.js; the signed copy is made with pdf-lib, another parser. A trial copy at
 * upload means a policy every new hire signs can be signed: one pdf-lib cannot load is refused here (415), once,
 * not after each signature.
 */
async function requireSignable(bytes: Buffer): Promise<void> {
  try {
    await signedCopy(bytes, { statement: 'Trial', rows: [], reference: 'Trial', signedAt: new Date(0) });
  } catch {
    throw new AppError(415, ERROR_CODES.unsupportedMediaType, ONBOARDING_MESSAGES.policyNotSignable);
  }
}

/** Serves a policy version for a valid signed link, only while it is the current version. */
export async function openPolicyFile(linkId: string, expires: unknown, signature: unknown) {
  if (!isValidLink('policy', linkId, expires, signature)) throw forbidden(ONBOARDING_MESSAGES.policyLinkInvalid);
  const [, id, version] = /^(.+)-v(\d+)$/.exec(linkId) ?? [];
  const policy = id ? await findPolicy(id) : null;
  if (!policy) throw notFound(ONBOARDING_MESSAGES.policyNotFound);
  if (String(policy.version) !== version) throw notFound(ONBOARDING_MESSAGES.policyVersionGone);
  const bytes = await fileStore().get(policy.storagePath);
  if (!bytes) throw notFound(ONBOARDING_MESSAGES.policyNotFound);
  return { bytes, fileName: policy.fileName };
}
