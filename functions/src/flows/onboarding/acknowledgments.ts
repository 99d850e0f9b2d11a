import { ERROR_CODES, ONBOARDING_MESSAGES, type OnboardingTaskDto } from '@hr-portal/contract';
import { personTarget, recordAudit } from '../../lib/audit.js';
import type { Caller } from '../../lib/caller.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { log } from '../../lib/log.js';
import { signedCopy } from '../../lib/pdf/render.js';
import { fileStore } from '../../lib/storage/index.js';
import { runTransaction } from '../../lib/transactions.js';
import { policyIn } from '../../data/onboarding/policies.js';
import { planIn } from '../../data/onboarding/plans.js';
import { setTaskDocument, taskIn } from '../../data/onboarding/tasks.js';
import { type TaskRecord } from '../../data/onboarding/plan-records.js';
import { discardFiledDocument, sha256Of, storeCheckedPdf } from '../documents/documents.js';
import { fileNamePart } from '../shared/file-name.js';
import type { SigningContext } from '../shared/signing.js';
import { doesTask, finishTaskIn, forbidden } from './tasks.js';
import { toTaskDto } from './my.js';

/**
 * POST /api/onboarding/tasks/:id/sign {fullName, policySha256}: the new hire signs the policy by typing their full
 * name. The signature (name, time, address, browser, and the version's path and SHA-256) and the task's "done" are
 * written in one transaction that checks the policy read is still the current version: a policy replaced under
 * the signature is refused (409). Signing twice records it once. Then the signed copy is filed (fileSignedCopy).
 */
export async function signPolicy(
  caller: Caller,
  id: string,
  answer: { fullName: string; policySha256: string },
  context: SigningContext,
  now = Date.now(),
): Promise<OnboardingTaskDto> {
  const task = await runTransaction(async (transaction) => {
    const found = await taskIn(transaction, id);
    if (!found) throw notFound(ONBOARDING_MESSAGES.taskNotFound);
    if (!doesTask(caller, found)) throw forbidden(ONBOARDING_MESSAGES.notYourTask);
    if (found.kind !== 'acknowledgment') throw conflict(ONBOARDING_MESSAGES.notAnAcknowledgment);
    if (found.status === 'done') return found;
    if (!found.policyId) throw notFound(ONBOARDING_MESSAGES.policyNotFound);
    const [plan, policy] = await Promise.all([
      planIn(transaction, found.planId),
      policyIn(transaction, found.policyId),
    ]);
    if (!plan) throw notFound(ONBOARDING_MESSAGES.planNotFound);
    if (!policy) throw notFound(ONBOARDING_MESSAGES.policyNotFound);
    if (policy.sha256 !== answer.policySha256) throw conflict(ONBOARDING_MESSAGES.policyChanged);
    const signature = {
      fullName: answer.fullName,
      signedAt: new Date(now),
      address: context.address.slice(0, 100),
      userAgent: context.userAgent.slice(0, 500),
      policySha256: policy.sha256,
      policyPath: policy.storagePath,
      policyVersion: policy.version,
    };
    await finishTaskIn(transaction, plan, found, caller.uid, { signature });
    recordAudit(transaction, {
      actor: caller,
      action: 'onboarding.policy_signed',
      target: { ...personTarget(found.person), label: found.title },
      before: { status: found.status },
      after: { status: 'done', policyVersion: policy.version, policySha256: policy.sha256 },
    });
    return { ...found, status: 'done' as const, signature };
  });
  const documentId = await fileSignedCopy(task);
  return toTaskDto({ ...task, documentId }, now, { withFiles: true });
}

/**
 * The signed copy among the new hire's documents: the version that was signed (its bytes must hash to what the
 * signature records), then the signature page. Under a fixed id, so a retry (signing again after a failure here)
 * files it once.
 */
async function fileSignedCopy(task: TaskRecord): Promise<string> {
  if (task.documentId || !task.signature) return task.documentId;
  const signature = task.signature;
  try {
    const policy = await fileStore().get(signature.policyPath);
    if (!policy || sha256Of(policy) !== signature.policySha256) throw conflict(ONBOARDING_MESSAGES.signatureMismatch);
    const signed = await signedCopy(policy, {
      statement: `${task.personName || 'The new hire'} read the policy on the preceding pages online and signed it by typing their full name.`,
      rows: [
        ['Signed by (typed name)', signature.fullName],
        ['Signed at (UTC)', signature.signedAt.toISOString()],
        ['From address', signature.address || 'unknown'],
        ['Browser', signature.userAgent || 'unknown'],
        ['Policy version', String(signature.policyVersion)],
        ['Policy SHA-256', signature.policySha256],
      ],
      reference: `${task.title}, signed`,
      signedAt: signature.signedAt,
    });
    const fileName = `Signed - ${fileNamePart(task.title, 'policy')}.pdf`;
    const document = await storeCheckedPdf(task.person, task.person, fileName, signed, `ack-${task.id}`);
    // Erased meanwhile: the copy (their name, address, browser) must not outlive them.
    if (!(await setTaskDocument(task.id, task.person, document._id))) {
      await discardFiledDocument(document._id);
      throw notFound(ONBOARDING_MESSAGES.taskNotFound);
    }
    return document._id;
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error('Signed policy copy failed', error, { task: task.id });
    throw new AppError(500, ERROR_CODES.internal, ONBOARDING_MESSAGES.signFailed);
  }
}
