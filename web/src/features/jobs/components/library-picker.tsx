import { Button, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { QUESTION_TYPE_LABELS } from '@hr-portal/contract';
import { useQuestionLibrary } from '../../../api/questions';
import { questionFormValuesOf } from '../question-form-values';

/** Picks a question from the team's library: a copy goes into this job (editing it leaves the library as it is). */
export function LibraryPicker({ onPick }: { onPick: (values: ReturnType<typeof questionFormValuesOf>) => void }) {
  const [open, setOpen] = useState(false);
  const library = useQuestionLibrary(open);
  if (!open)
    return (
      <Button size="sm" variant="outline" mt="2" ml="2" onClick={() => setOpen(true)}>
        Add from library
      </Button>
    );
  return (
    <NativeSelect.Root size="sm" mt="2" maxW="sm">
      <NativeSelect.Field
        aria-label="Add a question from the library"
        value=""
        onChange={(event) => {
          const picked = library.data?.find((item) => item._id === event.target.value);
          if (picked) onPick({ ...questionFormValuesOf(picked.question), id: undefined });
          setOpen(false);
        }}
      >
        <option value="">
          {library.isLoading
            ? 'Loading the library...'
            : library.data?.length
              ? 'Choose a question'
              : 'The library is empty'}
        </option>
        {library.data?.map((item) => (
          <option key={item._id} value={item._id}>
            {item.question.label} ({QUESTION_TYPE_LABELS[item.question.type]})
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
