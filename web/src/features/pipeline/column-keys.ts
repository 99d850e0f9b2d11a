import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard moves jump a whole column: Right and Left put the picked-up card into the next or previous stage
 * (the default moves 25 px a press, a dozen presses per column). Up and Down are not needed on a board.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (step === 0 || !context.collisionRect) return undefined;
  event.preventDefault();
  const centre = context.collisionRect.left + context.collisionRect.width / 2;
  const columns = [...context.droppableRects.values()].sort((a, b) => a.left - b.left);
  const here = columns.findIndex((rect) => centre >= rect.left && centre <= rect.right);
  const next = columns[(here === -1 ? 0 : here) + step];
  if (!next) return undefined;
  // Into the top of that column: a short column may end above where the card was.
  return { x: next.left + 8, y: next.top + 40 };
};
