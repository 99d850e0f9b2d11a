import { Field, Input } from '@chakra-ui/react';
import { fileProblem } from '../../lib/document-upload';

interface PdfFileFieldProps {
  label: string;
  /** What is wrong with the picked file (too large, not a PDF), or null. */
  problem: string | null;
  /** The picked file (null when cleared) and what is wrong with it. */
  onPick: (file: File | null, problem: string | null) => void;
}

/** An optional PDF picked in a form (a resume): checked for type and size at once, the problem shown beside it. */
export function PdfFileField({ label, problem, onPick }: PdfFileFieldProps) {
  return (
    <Field.Root invalid={Boolean(problem)}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="file"
        accept="application/pdf,.pdf"
        p="1"
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          onPick(picked, picked ? fileProblem(picked) : null);
        }}
      />
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}
