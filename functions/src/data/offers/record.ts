import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { OfferStatus, OfferTerms, SalaryPeriod } from '@hr-portal/contract';
import { dateOf } from '../../lib/timestamps.js';

/** What the server records when the candidate signs (address and browser stay with the offer, never in the log). */
export interface OfferSignature {
  fullName: string;
  signedAt: Date;
  address: string;
  userAgent: string;
  pdfSha256: string;
}

/** An offer as stored in `offers/{id}`. */
export interface OfferRecord extends OfferTerms {
  id: string;
  applicationId: string;
  jobId: string;
  jobTitle: string;
  candidate: string;
  candidateName: string;
  candidateEmail: string;
  status: OfferStatus;
  /** The letter as rendered for the current terms: its version, stored file and SHA-256 (hex). */
  pdfVersion: number;
  pdfPath: string;
  pdfSha256: string;
  createdBy: string;
  editedBy: string;
  submittedAt: Date | null;
  approvedBy: string | null;
  sentAt: Date | null;
  sentBackComment: string | null;
  signature: OfferSignature | null;
  signedPdfPath: string | null;
  declineReason: string | null;
  declinedAt: Date | null;
  hiredAt: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

function signatureOf(value: unknown): OfferSignature | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Record<string, unknown>;
  return {
    fullName: String(data.fullName ?? ''),
    signedAt: dateOf(data.signedAt) ?? new Date(0),
    address: String(data.address ?? ''),
    userAgent: String(data.userAgent ?? ''),
    pdfSha256: String(data.pdfSha256 ?? ''),
  };
}

export function toOfferRecord(snapshot: DocumentSnapshot): OfferRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    applicationId: String(data.applicationId),
    jobId: String(data.jobId ?? ''),
    jobTitle: String(data.jobTitle ?? ''),
    candidate: String(data.candidate),
    candidateName: String(data.candidateName ?? ''),
    candidateEmail: String(data.candidateEmail ?? ''),
    status: data.status as OfferStatus,
    salary: Number(data.salary ?? 0),
    currency: String(data.currency ?? ''),
    period: (data.period ?? 'YEAR') as SalaryPeriod,
    startDate: String(data.startDate ?? ''),
    expiresOn: String(data.expiresOn ?? ''),
    fields: (data.fields ?? {}) as Record<string, string>,
    pdfVersion: Number(data.pdfVersion ?? 0),
    pdfPath: String(data.pdfPath ?? ''),
    pdfSha256: String(data.pdfSha256 ?? ''),
    createdBy: String(data.createdBy ?? ''),
    editedBy: String(data.editedBy ?? data.createdBy ?? ''),
    submittedAt: dateOf(data.submittedAt),
    approvedBy: textOrNull(data.approvedBy),
    sentAt: dateOf(data.sentAt),
    sentBackComment: textOrNull(data.sentBackComment),
    signature: signatureOf(data.signature),
    signedPdfPath: textOrNull(data.signedPdfPath),
    declineReason: textOrNull(data.declineReason),
    declinedAt: dateOf(data.declinedAt),
    hiredAt: dateOf(data.hiredAt),
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
  };
}
