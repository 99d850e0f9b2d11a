import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { OFFER_STATUS_LABELS, recommendationLabelOf, WITHDRAWN_STAGE, type StageDto } from '@hr-portal/contract';
import { StageOptions } from './stage-options';
import { formatDate, formatInterviewTime } from '../../../lib/format';
import type { BoardCardData } from '@hr-portal/contract';
import { daysSince } from '../use-stage-column';

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
 * arrows, Space), or pick a stage in "Move to...". The checkbox adds it to a bulk move. Plain elements,
 * styled by the column's list (boardCardListStyles).
 */
export function BoardCard({ card, stages, selected, onSelect, onMove, onOpen }: BoardCardProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: card.id, data: card });
  const days = daysSince(card.stageEnteredAt);
  return (
    <li
      ref={setNodeRef}
      data-dragging={isDragging ? '' : undefined}
      style={{ transform: CSS.Translate.toString(transform) }}
      aria-label={`${card.name}, ${days} days in stage`}
    >
      <div data-card-head="">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${card.name}`}
        />
        <div data-card-facts="">
          <button type="button" data-card-name="" onClick={onOpen}>
            {card.name}
          </button>
          <p data-card-note="">
            Applied {formatDate(card.appliedAt?.toISOString() ?? null)} · {days} {days === 1 ? 'day' : 'days'} in stage
          </p>
          {card.flags.map((flag) => (
            <p data-card-flag="" key={flag.questionId}>
              Does not meet: {flag.label} ({flag.answer})
            </p>
          ))}
          {card.referral && (
            <p data-card-score="">
              Referred by {card.referral.byName || 'a former employee'}
              {card.referral.note && `: “${card.referral.note}”`}
            </p>
          )}
          {card.tags.length > 0 && <p data-card-score="">Tags: {card.tags.join(', ')}</p>}
          {card.offerStatus && <p data-card-score="">Offer: {OFFER_STATUS_LABELS[card.offerStatus].toLowerCase()}</p>}
          {card.interviewAt && (
            <p data-card-score="">Interview {formatInterviewTime(card.interviewAt.toISOString())}</p>
          )}
          {card.scorecards.average !== null && (
            <p data-card-score="">
              {card.scorecards.count} {card.scorecards.count === 1 ? 'scorecard' : 'scorecards'} · average{' '}
              {recommendationLabelOf(card.scorecards.average)} ({card.scorecards.average.toFixed(1)})
            </p>
          )}
        </div>
        <button
          type="button"
          data-drag-handle=""
          {...attributes}
          {...listeners}
          aria-label={`Drag ${card.name} to another stage`}
        >
          ⠿
        </button>
      </div>
      <select
        aria-label={`Move ${card.name} to...`}
        value=""
        onChange={(event) => event.target.value && onMove(event.target.value)}
      >
        <StageOptions stages={stages} except={[card.stage, WITHDRAWN_STAGE.id]} />
      </select>
    </li>
  );
}
