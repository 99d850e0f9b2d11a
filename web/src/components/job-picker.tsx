import { Box, chakra, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ComponentType } from 'react';
import { useJob } from '../api/jobs';
import type { JobPickerFieldProps, JobPickerProps } from './job-picker-field';

// The combobox (its keyboard, popup and positioning code, ~26 KiB gzip) loads when a person reaches for the field
// (pointer over it, or focus), not when the screen opens: until then a plain input of the same label, size and
// value stands in, and what is typed into it carries over.
let loadedField: ComponentType<JobPickerFieldProps> | null = null;

/** Tests: the next picker starts from the stand-in again, as on a fresh page. */
export const forgetLoadedField = () => {
  loadedField = null;
};

/** What the field shows when nothing is typed: the chosen job's title, or what "no job" stands for. */
const chosenLabelOf = (props: JobPickerProps, title: string | undefined) =>
  props.value ? (title ?? '') : (props.noneLabel ?? '');

/** The job picker (job-picker-field.tsx), loaded on first interaction. */
export function JobPicker(props: JobPickerProps) {
  const [Field, setField] = useState(() => loadedField);
  const [typed, setTyped] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
  const chosen = useJob(props.value || null);
  const id = useId();
  if (Field) {
    // Still in the field when the code came: the list opens. The combobox's state machine starts after its
    // first render and misses the focus handed over then, so a closed list would stay deaf to typing.
    return <Field {...props} initialInput={typed ?? undefined} autoFocus={focused} initiallyOpen={focused} />;
  }

  const load = () => {
    if (loadedField) return setField(() => loadedField);
    if (loading.current) return;
    loading.current = true;
    import('./job-picker-field')
      .then((module) => {
        loadedField = module.default;
        setField(() => module.default);
      })
      .catch(() => {
        // Offline, or the app was deployed again meanwhile: the next reach for the field tries again.
        loading.current = false;
        setFailed(true);
      });
  };
  const chosenLabel = chosenLabelOf(props, chosen.data?.title);
  return (
    <Box maxW="md" width="full" onPointerEnter={load}>
      <chakra.label htmlFor={id} display="block" textStyle="sm" fontWeight="medium" mb="1.5">
        {props.label}
      </chakra.label>
      <chakra.input
        id={id}
        data-stand-in=""
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
        placeholder="Type a job title"
        value={typed ?? chosenLabel}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => setFocused(false)}
        onChange={(event) => setTyped(event.target.value)}
        width="full"
        height="9"
        px="3"
        textStyle="sm"
        borderWidth="1px"
        borderRadius="l2"
        bg="transparent"
      />
      {failed && (
        <Text role="alert" textStyle="xs" color="red.700" mt="1">
          The job list could not be loaded. Check the connection and try again.
        </Text>
      )}
    </Box>
  );
}
