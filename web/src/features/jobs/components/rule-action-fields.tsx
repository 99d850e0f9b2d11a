import { Button, Field, Flex, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { SCHEDULING_LIMITS, STAGE_RULE_LIMITS, type StageRuleAction } from '@hr-portal/contract';
import { useInterviewerSearch } from '../../../api/users';

interface FieldsProps<A extends StageRuleAction> {
  action: A;
  /** How the fields are named for screen readers, e.g. "Rule 1, action 2". */
  label: string;
  onChange: (action: A) => void;
}

/** The e-mail's words and delay; {{candidateName}}, {{jobTitle}}, {{stageName}} and {{portalUrl}} are filled in. */
function EmailFields({ action, label, onChange }: FieldsProps<Extract<StageRuleAction, { type: 'email' }>>) {
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Subject</Field.Label>
        <Input
          size="sm"
          aria-label={`${label} subject`}
          maxLength={STAGE_RULE_LIMITS.subject}
          value={action.subject}
          onChange={(event) => onChange({ ...action, subject: event.target.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Text</Field.Label>
        <Textarea
          size="sm"
          aria-label={`${label} text`}
          maxLength={STAGE_RULE_LIMITS.text}
          value={action.text}
          onChange={(event) => onChange({ ...action, text: event.target.value })}
        />
        <Field.HelperText>
          {'{{candidateName}}, {{jobTitle}}, {{stageName}} and {{portalUrl}} are filled in.'}
        </Field.HelperText>
      </Field.Root>
      <Field.Root maxW="60">
        <Field.Label>Send after (minutes; 0 sends at once)</Field.Label>
        <Input
          size="sm"
          type="number"
          min={0}
          max={STAGE_RULE_LIMITS.delayMinutes}
          aria-label={`${label} delay in minutes`}
          value={action.delayMinutes}
          onChange={(event) => onChange({ ...action, delayMinutes: Number(event.target.value) })}
        />
      </Field.Root>
    </Stack>
  );
}

function BookingFields({ action, label, onChange }: FieldsProps<Extract<StageRuleAction, { type: 'booking_link' }>>) {
  return (
    <Flex gap="3" wrap="wrap">
      <Field.Root maxW="48">
        <Field.Label>Interview length</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={`${label} interview length`}
            value={action.lengthMinutes}
            onChange={(event) => onChange({ ...action, lengthMinutes: Number(event.target.value) })}
          >
            {SCHEDULING_LIMITS.lengths.map((length) => (
              <option key={length} value={length}>
                {length} minutes
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root maxW="48">
        <Field.Label>Days to book in</Field.Label>
        <Input
          size="sm"
          type="number"
          min={1}
          max={SCHEDULING_LIMITS.days}
          aria-label={`${label} days to book in`}
          value={action.days}
          onChange={(event) => onChange({ ...action, days: Number(event.target.value) })}
        />
      </Field.Root>
      <Text fontSize="sm" color="gray.600" alignSelf="end">
        Every interviewer on the panel attends.
      </Text>
    </Flex>
  );
}

/** Staff by search: the chosen are listed by name (those saved before, by id until found again). */
function StaffFields({ action, label, onChange }: FieldsProps<Extract<StageRuleAction, { type: 'panel' | 'notify' }>>) {
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<Record<string, string>>({});
  const matches = useInterviewerSearch(search);
  const found = (matches.data ?? []).filter((user) => !action.uids.includes(user._id));
  return (
    <Stack gap="2">
      <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label={`${label} people`}>
        {action.uids.map((uid) => (
          <li key={uid}>
            <Button
              size="xs"
              variant="outline"
              aria-label={`Remove ${names[uid] ?? uid}`}
              onClick={() => onChange({ ...action, uids: action.uids.filter((one) => one !== uid) })}
            >
              {names[uid] ?? uid} ✕
            </Button>
          </li>
        ))}
      </Flex>
      <Input
        size="sm"
        aria-label={`${label}: find a person by name or email`}
        placeholder="Type a name or email"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {search.trim().length >= 2 && (
        <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label="Matching people">
          {matches.isFetching && <Text fontSize="sm">Searching...</Text>}
          {!matches.isFetching && found.length === 0 && <Text fontSize="sm">No one matches.</Text>}
          {found.map((user) => (
            <li key={user._id}>
              <Button
                size="xs"
                variant="outline"
                disabled={action.uids.length >= STAGE_RULE_LIMITS.staffPerAction}
                onClick={() => {
                  setNames((known) => ({ ...known, [user._id]: user.name || user.email }));
                  onChange({ ...action, uids: [...action.uids, user._id] });
                  setSearch('');
                }}
              >
                Add {user.name || user.email}
              </Button>
            </li>
          ))}
        </Flex>
      )}
    </Stack>
  );
}

function TagFields({ action, label, onChange }: FieldsProps<Extract<StageRuleAction, { type: 'tags' }>>) {
  return (
    <Field.Root>
      <Field.Label>Tags, separated by commas</Field.Label>
      <Input
        size="sm"
        aria-label={`${label} tags`}
        defaultValue={action.tags.join(', ')}
        onChange={(event) =>
          onChange({
            ...action,
            tags: event.target.value
              .split(',')
              .map((tag) => tag.trim())
              .filter(Boolean),
          })
        }
      />
    </Field.Root>
  );
}

/** The fields of one action, by its type. */
export function RuleActionFields({ action, label, onChange }: FieldsProps<StageRuleAction>) {
  switch (action.type) {
    case 'email':
      return <EmailFields action={action} label={label} onChange={onChange} />;
    case 'booking_link':
      return <BookingFields action={action} label={label} onChange={onChange} />;
    case 'panel':
    case 'notify':
      return <StaffFields action={action} label={label} onChange={onChange} />;
    case 'tags':
      return <TagFields action={action} label={label} onChange={onChange} />;
    case 'remind_owner':
      return (
        <Text fontSize="sm" color="gray.600">
          The job&apos;s owner gets a notification for each application that stayed this long.
        </Text>
      );
  }
}
