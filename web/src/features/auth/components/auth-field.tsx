import { Box, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** What the control inside an AuthField must carry so its label, hint and error reach screen readers. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface AuthFieldProps {
  label: string;
  /** A message about this field (shown under it), if any. */
  error?: string;
  helper?: string;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled field of the sign-in and sign-up forms. Wired by hand rather than with Chakra's Field: /login is
 * the first page anyone loads, and Field's machinery alone is 5 KB of its 150 KB budget.
 */
export function AuthField({ label, error, helper, required = true, children }: AuthFieldProps) {
  const id = useId();
  const describedBy = [helper ? `${id}-helper` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Box>
      <Box as="label" display="block" fontSize="sm" fontWeight="medium" mb="1.5" {...{ htmlFor: id }}>
        {label}
        {required && (
          <Box as="span" aria-hidden="true" color="red.600" ms="1">
            *
          </Box>
        )}
      </Box>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {helper && (
        <Text id={`${id}-helper`} fontSize="xs" color="gray.600" mt="1.5">
          {helper}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} fontSize="xs" color="red.600" mt="1.5">
          {error}
        </Text>
      )}
    </Box>
  );
}
