import { Box, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { JobPickerProps } from './job-picker-field';

// The combobox (its keyboard, popup and positioning code) loads after the screen's first rows, not before them.
const JobPickerField = lazy(() => import('./job-picker-field'));

/** The job picker (job-picker-field.tsx); while its code loads, a box of its size holds the place. */
export function JobPicker(props: JobPickerProps) {
  return (
    <Suspense
      fallback={
        <Box maxW="md" width="full" aria-busy="true">
          <Text textStyle="sm" fontWeight="medium" mb="1.5">
            {props.label}
          </Text>
          <Box height="9" borderWidth="1px" borderRadius="l2" />
        </Box>
      }
    >
      <JobPickerField {...props} />
    </Suspense>
  );
}
