import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import type { StageDto } from '@hr-portal/contract';
import { ErrorText, LoadingText } from '../../../components/ui/status-text';
import { useStageColumn } from '../use-stage-column';
import { BoardCard } from './board-card';
import { boardCardListStyles } from './board-card-styles';

interface BoardColumnProps {
  jobId: string;
  stage: StageDto;
  stages: StageDto[];
  selected: Set<string>;
  onSelect: (id: string, selected: boolean) => void;
  onMove: (id: string, from: string, to: string) => void;
  onOpen: (id: string) => void;
  /** Only applications that meet every must-have. */
  meetsOnly: boolean;
}

/** One stage of the job: a drop target with its count and its newest cards, live. */
export function BoardColumn({ jobId, stage, stages, selected, onSelect, onMove, onOpen, meetsOnly }: BoardColumnProps) {
  const column = useStageColumn(jobId, stage.id, meetsOnly);
  const { setNodeRef, isOver } = useDroppable({ id: stage.id });
  return (
    <Box
      as="section"
      ref={setNodeRef}
      aria-label={`${stage.name} stage`}
      minW="15rem"
      w="15rem"
      flexShrink={0}
      bg={isOver ? 'blue.50' : 'gray.100'}
      borderRadius="md"
      p="2"
    >
      <Flex justify="space-between" align="center" mb="2">
        <Heading as="h2" size="sm">
          {stage.name}
        </Heading>
        <Badge aria-label={`${column.count ?? column.cards.length} applications`}>
          {column.count ?? column.cards.length}
        </Badge>
      </Flex>
      {column.loading && <LoadingText>Loading...</LoadingText>}
      <ErrorText>{column.error}</ErrorText>
      {!column.loading && column.cards.length === 0 && (
        <Text fontSize="sm" color="gray.600">
          No applications
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="2" css={boardCardListStyles}>
        {column.cards.map((card) => (
          <BoardCard
            key={card.id}
            card={card}
            stages={stages}
            selected={selected.has(card.id)}
            onSelect={(isSelected) => onSelect(card.id, isSelected)}
            onMove={(to) => onMove(card.id, card.stage, to)}
            onOpen={() => onOpen(card.id)}
          />
        ))}
      </Stack>
      {column.hasMore && (
        <Button size="xs" variant="outline" mt="2" onClick={column.loadMore}>
          Load more
        </Button>
      )}
    </Box>
  );
}
