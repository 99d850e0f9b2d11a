import { Combobox, createListCollection, Portal, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useJob, useJobSearch } from '../api/jobs';
import { jobPickerRecipe } from './job-picker-recipe';

/** One option of the picker: a job, or "no job" ('') when the screen offers it. */
interface Option {
  value: string;
  label: string;
}

export interface JobPickerProps {
  /** The field's visible label. */
  label: string;
  /** The chosen job's id; '' for none. */
  value: string;
  onChange: (jobId: string) => void;
  /** What '' stands for, offered first (e.g. "All jobs"); absent: nothing is chosen until a job is. */
  noneLabel?: string;
  /** Staff pickers name closed jobs as such. */
  markClosed?: boolean;
}

/** What the stand-in (job-picker.tsx) hands over: what was typed before the field loaded, and its focus. */
export interface JobPickerFieldProps extends JobPickerProps {
  initialInput?: string;
  autoFocus?: boolean;
  initiallyOpen?: boolean;
}

/** Typing waits this long before it asks the API, so a word typed quickly is one request. */
const TYPING_PAUSE_MS = 250;

/**
 * A job picker that scales with the company: an ARIA combobox that asks the paged job list for the newest jobs
 * whose title has a word starting with what is typed (20 at a time), never for every job.
 */
export default function JobPickerField({
  label,
  value,
  onChange,
  noneLabel,
  markClosed = false,
  initialInput,
  autoFocus = false,
  initiallyOpen = false,
}: JobPickerFieldProps) {
  const chosen = useJob(value || null);
  const chosenLabel = value ? (chosen.data?.title ?? '') : (noneLabel ?? '');
  const [input, setInput] = useState(initialInput ?? chosenLabel);
  // Clicked or typed into the stand-in before this loaded: the list opens at once.
  const [open, setOpen] = useState(initiallyOpen);
  // What was typed, once typing pauses; the chosen job's own title searches for nothing in particular.
  const [search, setSearch] = useState('');
  useEffect(() => {
    const typed = input === chosenLabel ? '' : input;
    const timer = setTimeout(() => setSearch(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input, chosenLabel]);
  // The chosen job's title arrives after the id (e.g. from the address): the field shows it once known.
  const [shownLabel, setShownLabel] = useState(chosenLabel);
  if (shownLabel !== chosenLabel) {
    setShownLabel(chosenLabel);
    setInput(chosenLabel);
  }

  const found = useJobSearch(search, open);
  const options = useMemo<Option[]>(() => {
    const jobs = (found.data?.items ?? []).map((job) => ({
      value: job._id,
      label: markClosed && !job.isActive ? `${job.title} (closed)` : job.title,
    }));
    return noneLabel !== undefined && !search ? [{ value: '', label: noneLabel }, ...jobs] : jobs;
  }, [found.data, noneLabel, search, markClosed]);
  const collection = useMemo(() => createListCollection({ items: options }), [options]);

  return (
    <Combobox.Root
      recipe={jobPickerRecipe}
      collection={collection}
      value={[value]}
      inputValue={input}
      onInputValueChange={(details) => setInput(details.inputValue)}
      onValueChange={(details) => {
        const next = details.value[0];
        if (next !== undefined) onChange(next);
      }}
      onOpenChange={(details) => {
        setOpen(details.open);
        // Closing without choosing puts the chosen job back in the field.
        if (!details.open) setInput(chosenLabel);
      }}
      openOnClick
      defaultOpen={open}
      lazyMount
      unmountOnExit
      selectionBehavior="replace"
      maxW="md"
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder="Type a job title" autoFocus={autoFocus} />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger aria-label="List jobs" />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{found.isFetching ? 'Searching...' : 'No jobs match'}</Combobox.Empty>
            {collection.items.map((option) => (
              <Combobox.Item key={option.value || 'none'} item={option}>
                <Combobox.ItemText>{option.label}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
            {found.data?.nextCursor && (
              <Text px="2" py="1" fontSize="xs" color="gray.600">
                The newest {found.data.items.length} shown: type more of the title to narrow.
              </Text>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
