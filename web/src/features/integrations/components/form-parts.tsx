import { Box, Button, chakra, Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ErrorText } from '../../../components/ui/status-text';

/** Several choices as checkboxes under one legend (scopes, events), with the field's error under them. */
export function CheckboxGroup<Value extends string>({
  legend,
  values,
  label,
  register,
  error,
}: {
  legend: string;
  values: readonly Value[];
  label: (value: Value) => ReactNode;
  register: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <chakra.fieldset>
        <chakra.legend fontWeight="medium" fontSize="sm">
          {legend}
        </chakra.legend>
        {values.map((value) => (
          <chakra.label key={value} display="flex" gap="2" alignItems="center" fontSize="sm">
            <input type="checkbox" value={value} {...register} />
            {label(value)}
          </chakra.label>
        ))}
      </chakra.fieldset>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** What failed, the form's action and Cancel. */
export function FormButtons({
  action,
  pending,
  failure,
  onClose,
}: {
  action: string;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
}) {
  return (
    <>
      <ErrorText>{failure}</ErrorText>
      <Box>
        <Button type="submit" loading={pending}>
          {action}
        </Button>{' '}
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </Box>
    </>
  );
}
