import { Box, Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { recommendationLabelOf, WITHDRAWN_STAGE, type StageDto } from '@hr-portal/contract';
import { StageOptions } from './stage-options';
import { formatDate } from '../../../lib/format';
import { daysSince, type BoardCardData } from '../use-stage-column';

interface BoardCardProps {
  card: BoardCardData;
  stages: StageDto[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onMove: (stage: string) => void;
  onOpen: () => void;
}

/**
 * A candidate on the board: drag it to another column (mouse, touch or keyboard: focus the handle, Space,
 * arrows, Space), or pick a stage in "Move to...". The checkbox adds it to a bulk move.
 */
export function BoardCard({ card, stages, selected, onSelect, onMove, onOpen }: BoardCardProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: card.id, data: card });
  const days = daysSince(card.stageEnteredAt);
  return (
    <Box
      as="li"
      ref={setNodeRef}
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      p="2"
      opacity={isDragging ? 0.6 : 1}
      style={{ transform: CSS.Translate.toString(transform) }}
      aria-label={`${card.name}, ${days} days in stage`}
    >
      <Flex gap="2" align="start">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${card.name}`}
        />
        <Box flex="1" minW="0">
          <Button variant="plain" size="sm" p="0" h="auto" onClick={onOpen} textAlign="start" whiteSpace="normal">
            {card.name}
          </Button>
          <Text fontSize="xs" color="gray.600">
            Applied {formatDate(card.appliedAt?.toISOString() ?? null)} · {days} {days === 1 ? 'day' : 'days'} in stage
          </Text>
          {card.scorecards.average !== null && (
            <Text fontSize="xs" color="gray.700">
              {card.scorecards.count} {card.scorecards.count === 1 ? 'scorecard' : 'scorecards'} · average{' '}
              {recommendationLabelOf(card.scorecards.average)} ({card.scorecards.average.toFixed(1)})
            </Text>
          )}
        </Box>
        <Box
          as="button"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${card.name} to another stage`}
          cursor="grab"
          px="1"
          color="gray.500"
        >
          ⠿
        </Box>
      </Flex>
      <NativeSelect.Root size="xs" mt="2">
        <NativeSelect.Field
          aria-label={`Move ${card.name} to...`}
          value=""
          onChange={(event) => event.target.value && onMove(event.target.value)}
        >
          <StageOptions stages={stages} except={[card.stage, WITHDRAWN_STAGE.id]} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
