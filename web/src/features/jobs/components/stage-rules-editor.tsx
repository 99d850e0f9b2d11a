import { Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  MESSAGES,
  pipelineOf,
  STAGE_RULE_ACTIONS,
  STAGE_RULE_LIMITS,
  type JobDto,
  type StageRuleAction,
  type StageRuleActionType,
} from '@hr-portal/contract';
import { useJobRules, useSaveJobRules, type RuleInput } from '../../../api/stage-rules';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { messageOf } from '../../../lib/api-client';
import { ACTION_LABELS, newAction } from '../stage-rule-drafts';
import { RuleActionFields } from './rule-action-fields';

const ENTER_ACTIONS = STAGE_RULE_ACTIONS.filter((type) => type !== 'remind_owner');

/** One rule: when, and its actions in order. */
function RuleCard({
  rule,
  number,
  stages,
  onChange,
  onRemove,
}: {
  rule: RuleInput;
  number: number;
  stages: { id: string; name: string }[];
  onChange: (rule: RuleInput) => void;
  onRemove: () => void;
}) {
  const label = `Rule ${number}`;
  const offered = rule.on === 'stay' ? (['remind_owner'] as const) : ENTER_ACTIONS;
  const setAction = (index: number, action: StageRuleAction) =>
    onChange({ ...rule, actions: rule.actions.map((one, i) => (i === index ? action : one)) });
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" bg="white" listStyleType="none">
      <Flex gap="3" wrap="wrap" align="end" mb="3">
        <Field.Root maxW="56">
          <Field.Label>When an application</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={`${label}: when`}
              value={rule.on}
              onChange={(event) => {
                const on = event.target.value as RuleInput['on'];
                // The actions belong to when: entering takes steps, staying reminds the owner.
                const actions = on === 'stay' ? [newAction('remind_owner')] : [newAction('email')];
                onChange({ ...rule, on, actions, ...(on === 'stay' ? { days: rule.days ?? 5 } : {}) });
              }}
            >
              <option value="enter">enters the stage</option>
              <option value="stay">stays in the stage longer than</option>
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        {rule.on === 'stay' && (
          <Field.Root maxW="28">
            <Field.Label>Days</Field.Label>
            <Input
              size="sm"
              type="number"
              min={1}
              max={STAGE_RULE_LIMITS.stayDays}
              aria-label={`${label}: days`}
              value={rule.days ?? 5}
              onChange={(event) => onChange({ ...rule, days: Number(event.target.value) })}
            />
          </Field.Root>
        )}
        <Field.Root maxW="56">
          <Field.Label>Stage</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={`${label}: stage`}
              value={rule.stage}
              onChange={(event) => onChange({ ...rule, stage: event.target.value })}
            >
              {stages.map((stage) => (
                <option key={stage.id} value={stage.id}>
                  {stage.name}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove} aria-label={`Remove rule ${number}`}>
          Remove rule
        </Button>
      </Flex>
      <Stack as="ol" gap="3">
        {rule.actions.map((action, index) => (
          <Box as="li" key={index} borderLeftWidth="3px" borderColor="blue.200" pl="3">
            <Flex justify="space-between" align="center" mb="1" gap="2">
              <Text fontWeight="medium">{ACTION_LABELS[action.type]}</Text>
              {rule.actions.length > 1 && (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Remove action ${index + 1} of rule ${number}`}
                  onClick={() => onChange({ ...rule, actions: rule.actions.filter((_one, i) => i !== index) })}
                >
                  Remove
                </Button>
              )}
            </Flex>
            <RuleActionFields
              action={action}
              label={`${label}, action ${index + 1}`}
              onChange={(next) => setAction(index, next)}
            />
          </Box>
        ))}
      </Stack>
      {rule.on === 'enter' && rule.actions.length < STAGE_RULE_LIMITS.actionsPerRule && (
        <Field.Root maxW="72" mt="3">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={`${label}: add an action`}
              value=""
              onChange={(event) => {
                const type = event.target.value as StageRuleActionType;
                if (type) onChange({ ...rule, actions: [...rule.actions, newAction(type)] });
              }}
            >
              <option value="">Add an action...</option>
              {offered.map((type) => (
                <option key={type} value={type}>
                  {ACTION_LABELS[type]}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
      )}
    </Box>
  );
}

/**
 * A job's stage rules: routine steps on entering a stage, or a reminder when an application stays too long. Rules
 * never reject, move or hire anyone. Its own lazy chunk (Job Management loads it when "Rules" is pressed).
 */
export default function StageRulesEditor({ job, onClose }: { job: JobDto; onClose: () => void }) {
  const stored = useJobRules(job._id);
  const save = useSaveJobRules(job._id);
  // The stored set until the first edit; the edited one from then on.
  const [edited, setRules] = useState<RuleInput[] | null>(null);
  const rules: RuleInput[] | null = edited ?? stored.data?.rules ?? null;
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const stages = pipelineOf(job.stages).map(({ id, name }) => ({ id, name }));

  async function submit() {
    if (!rules) return;
    setStatus(null);
    setFailure(null);
    try {
      const saved = await save.mutateAsync(rules);
      setRules(saved.rules);
      setStatus('Stage rules saved');
    } catch (error) {
      setFailure(messageOf(error, MESSAGES.updateFailed));
    }
  }

  return (
    <Box as="section" aria-labelledby="stage-rules-heading" borderWidth="1px" borderRadius="md" p="4" bg="gray.50">
      <Flex justify="space-between" align="center" mb="2" gap="2" wrap="wrap">
        <Heading as="h2" size="md" id="stage-rules-heading">
          Stage rules: {job.title}
        </Heading>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close rules
        </Button>
      </Flex>
      <Text fontSize="sm" color="gray.700" mb="3">
        Rules take routine steps when an application enters a stage, each once per entry. They never reject, move or
        hire anyone: people decide.
      </Text>
      {stored.isPending && <LoadingText>Loading rules...</LoadingText>}
      {stored.error && <ErrorText>{messageOf(stored.error, MESSAGES.fetchDataFailed)}</ErrorText>}
      {rules && (
        <Stack gap="3">
          {rules.length === 0 && <Text>No rules yet.</Text>}
          <Stack as="ol" gap="3" p="0">
            {rules.map((rule, index) => (
              <RuleCard
                key={rule.id ?? `new-${index}`}
                rule={rule}
                number={index + 1}
                stages={stages}
                onChange={(next) => setRules(rules.map((one, i) => (i === index ? next : one)))}
                onRemove={() => setRules(rules.filter((_one, i) => i !== index))}
              />
            ))}
          </Stack>
          <Flex gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              disabled={rules.length >= STAGE_RULE_LIMITS.rulesPerJob}
              onClick={() =>
                setRules([
                  ...rules,
                  { stage: stages[1]?.id ?? stages[0]!.id, on: 'enter', actions: [newAction('email')] },
                ])
              }
            >
              Add rule
            </Button>
            <Button size="sm" colorPalette="blue" loading={save.isPending} onClick={() => void submit()}>
              Save rules
            </Button>
          </Flex>
          <Text role="status" fontSize="sm" color="green.700">
            {status}
          </Text>
          <ErrorText>{failure}</ErrorText>
        </Stack>
      )}
    </Box>
  );
}
