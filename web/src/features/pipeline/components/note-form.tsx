import { Box, Button, Heading, Stack, Textarea } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGES, NOTE_LIMITS, NOTIFICATION_LIMITS } from '@hr-portal/contract';
import { useAddNote } from '../../../api/pipeline';
import { useInterviewerSearch } from '../../../api/users';
import { ErrorText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';

/** The "@word" being typed just before the caret, if any (at least two characters after the @). */
function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([\p{L}\p{N}._-]{2,30})$/u.exec(text.slice(0, caret));
  return match ? { start: caret - match[2]!.length - 1, query: match[2]! } : null;
}

interface Mentioned {
  uid: string;
  name: string;
}

/**
 * A private note on an application. Typing @ and two letters offers hr and admins by name (arrows and Enter, or a
 * click); each chosen and still named in the text is notified when the note is saved.
 */
export function NoteForm({ applicationId }: { applicationId: string }) {
  const addNote = useAddNote(applicationId);
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [mentioned, setMentioned] = useState<Mentioned[]>([]);
  const [active, setActive] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const typing = mentionAt(text, caret);
  const search = useInterviewerSearch(typing?.query ?? '');
  const offers = typing ? (search.data ?? []).filter((user) => user.role === 'hr' || user.role === 'admin') : [];

  function choose(index: number) {
    const person = offers[index];
    if (!typing || !person) return;
    const name = person.name || person.email;
    const next = `${text.slice(0, typing.start)}@${name} ${text.slice(caret)}`;
    const at = typing.start + name.length + 2;
    setText(next);
    setCaret(at);
    setMentioned((list) =>
      list.some((item) => item.uid === person._id) ? list : [...list, { uid: person._id, name }],
    );
    requestAnimationFrame(() => field.current?.setSelectionRange(at, at));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (offers.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : offers.length - 1;
      setActive((index) => (index + step) % offers.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(Math.min(active, offers.length - 1));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setCaret(0);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const mentions = mentioned
      .filter((person) => text.includes(`@${person.name}`))
      .map((person) => person.uid)
      .slice(0, NOTIFICATION_LIMITS.mentionsPerNote);
    try {
      await addNote.mutateAsync({ text, mentions });
      setText('');
      setMentioned([]);
    } catch (error) {
      setFailure(messageOf(error, MESSAGES.noteFailed));
    }
  }

  const open = offers.length > 0;
  return (
    <Stack as="form" gap="2" onSubmit={(event) => void submit(event)} aria-label="Add a note">
      <Heading as="h3" size="sm">
        Notes (staff only)
      </Heading>
      <Box position="relative">
        <Textarea
          ref={field}
          aria-label="Note"
          aria-describedby={`${listId}-hint`}
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={open ? `${listId}-${Math.min(active, offers.length - 1)}` : undefined}
          value={text}
          maxLength={NOTE_LIMITS.text}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
            setActive(0);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        <Box id={`${listId}-hint`} srOnly>
          Type @ and a name to mention a colleague: they are notified.
        </Box>
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label="Colleagues to mention"
          hidden={!open}
          position="absolute"
          zIndex="dropdown"
          bg="white"
          borderWidth="1px"
          borderRadius="md"
          shadow="md"
          mt="1"
          minW="60"
          listStyleType="none"
        >
          {offers.map((person, index) => {
            const selected = index === Math.min(active, offers.length - 1);
            return (
              <Box
                as="li"
                key={person._id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={selected}
                px="3"
                py="1.5"
                cursor="pointer"
                bg={selected ? 'blue.50' : undefined}
                onMouseDown={(event) => {
                  // Keeps the focus in the note while the name goes in.
                  event.preventDefault();
                  choose(index);
                }}
              >
                {person.name || person.email}{' '}
                <Box as="span" color="gray.600">
                  ({person.role})
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
      <Button type="submit" size="sm" alignSelf="start" disabled={!text.trim() || addNote.isPending}>
        Add note
      </Button>
      <ErrorText>{failure}</ErrorText>
    </Stack>
  );
}
