import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthFieldProps {
  label: string;
  /** A message about this field (shown under it), if any. */
  error?: string;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}

/** A labelled field of the sign-in and sign-up forms. */
export function AuthField({ label, error, helper, required = true, children }: AuthFieldProps) {
  return (
    <Field.Root required={required} invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
