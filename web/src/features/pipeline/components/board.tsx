import { Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { ErrorText } from '../../../components/ui/status-text';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useState } from 'react';
import { MESSAGES, REJECTED_STAGE, WITHDRAWN_STAGE, type JobDto } from '@hr-portal/contract';
import { useBulkStage, useMoveStage } from '../../../api/pipeline';
import { messageOf } from '../../../lib/api-client';
import { columnKeyboardCoordinates } from '../column-keys';
import type { BoardCardData } from '@hr-portal/contract';
import { useBoardEndsWithSession } from '../use-session-watch';
import { ApplicationDrawer } from './application-drawer';
import { BoardColumn } from './board-column';
import { ReasonDialog } from './reason-dialog';
import { StageOptions } from './stage-options';

const nameOf = (job: JobDto, stage: unknown) => job.stages.find((candidate) => candidate.id === stage)?.name ?? '';

/**
 * The job's board: a column per stage, moves by drag and drop or menu, bulk moves, a drawer per card. `openFirst`
 * opens one application's drawer at once (a "Needs you" link names it).
 */
export function Board({ job, openFirst = null }: { job: JobDto; openFirst?: string | null }) {
  useBoardEndsWithSession();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(openFirst);
  const [rejecting, setRejecting] = useState<{ ids: string[]; expected?: string } | null>(null);
  const [bulkTarget, setBulkTarget] = useState('');
  const move = useMoveStage();
  const bulk = useBulkStage();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  // What the last move left to say: a failure, or the moves a bulk move could not make (announced).
  const [notice, setNotice] = useState<string | null>(null);
  const [meetsOnly, setMeetsOnly] = useState(false);
  const alertFailure = (error: unknown) => setNotice(messageOf(error, MESSAGES.moveFailed));

  function moveOne(id: string, from: string, to: string) {
    setNotice(null);
    if (to === REJECTED_STAGE.id) return setRejecting({ ids: [id], expected: from });
    move.mutate({ id, stage: to, expectedStage: from }, { onError: alertFailure });
  }

  async function moveSelected(stage: string, reason?: string) {
    setNotice(null);
    try {
      const result = await bulk.mutateAsync({ ids: [...selected], stage, reason });
      setSelected(new Set());
      if (result.failed.length > 0)
        setNotice(`${result.moved.length} moved. Not moved: ${result.failed.map((f) => f.message).join('; ')}`);
    } catch (error) {
      alertFailure(error);
    }
  }

  function reject(reason: string) {
    const pending = rejecting!;
    setRejecting(null);
    if (pending.ids.length === 1 && pending.expected !== undefined)
      move.mutate(
        { id: pending.ids[0]!, stage: REJECTED_STAGE.id, reason, expectedStage: pending.expected },
        { onError: alertFailure },
      );
    else void moveSelected(REJECTED_STAGE.id, reason);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const card = active.data.current as BoardCardData | undefined;
    if (card && over && over.id !== card.stage) moveOne(card.id, card.stage, String(over.id));
  }

  const announcements = {
    onDragStart: ({ active }: { active: { data: { current?: unknown } } }) =>
      `Picked up ${(active.data.current as BoardCardData).name}.`,
    onDragOver: ({ over }: { over: { id: unknown } | null }) =>
      over ? `Over ${nameOf(job, over.id)}.` : 'Not over a stage.',
    // Said at the drop, before the server answers: a move it refuses (e.g. hr into Hired without an accepted offer)
    // is announced by the alert above.
    onDragEnd: ({ over }: { over: { id: unknown } | null }) =>
      over ? `Dropped on ${nameOf(job, over.id)}.` : 'Not moved.',
    onDragCancel: () => 'Move cancelled.',
  };

  return (
    <>
      <ErrorText>{notice}</ErrorText>
      {(job.questions ?? []).some((question) => question.rule) && (
        <Flex as="label" gap="2" align="center" mb="3" fontSize="sm" cursor="pointer">
          <input type="checkbox" checked={meetsOnly} onChange={(event) => setMeetsOnly(event.target.checked)} />
          Meets every must-have
        </Flex>
      )}
      {selected.size > 0 && (
        <Flex
          as="section"
          aria-label="Bulk move"
          gap="2"
          align="center"
          wrap="wrap"
          mb="3"
          p="2"
          bg="blue.50"
          borderRadius="md"
        >
          <Text fontSize="sm">{selected.size} selected</Text>
          <NativeSelect.Root size="sm" maxW="48">
            <NativeSelect.Field
              aria-label="Move selected to"
              value={bulkTarget}
              onChange={(e) => setBulkTarget(e.target.value)}
            >
              <StageOptions stages={job.stages} except={[WITHDRAWN_STAGE.id, REJECTED_STAGE.id]} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" disabled={!bulkTarget || bulk.isPending} onClick={() => void moveSelected(bulkTarget)}>
            Move
          </Button>
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setRejecting({ ids: [...selected] })}>
            Reject selected
          </Button>
          <Button size="sm" variant="plain" onClick={() => setSelected(new Set())}>
            Clear
          </Button>
        </Flex>
      )}
      <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <Flex gap="3" overflowX="auto" pb="4" align="stretch">
          {job.stages.map((stage) => (
            <BoardColumn
              key={stage.id}
              jobId={job._id}
              stage={stage}
              stages={job.stages}
              selected={selected}
              onSelect={(id, isSelected) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (isSelected) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              onMove={moveOne}
              onOpen={setOpenId}
              meetsOnly={meetsOnly}
            />
          ))}
        </Flex>
      </DndContext>
      <ReasonDialog count={rejecting?.ids.length ?? null} onCancel={() => setRejecting(null)} onReject={reject} />
      <ApplicationDrawer id={openId} job={job} onClose={() => setOpenId(null)} />
    </>
  );
}
