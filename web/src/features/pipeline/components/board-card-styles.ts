import { defineStyle } from '@chakra-ui/react';
import { plainSelectStyles } from '../../../components/ui/plain-cells';

/**
 * A column's cards, styled once for the column: a card is plain elements, since a board shows dozens of
 * cards and ~10 Chakra elements each made its first render the slowest of any screen.
 */
export const boardCardListStyles = defineStyle({
  '& > li': { bg: 'white', borderWidth: '1px', borderRadius: 'md', p: '2' },
  '& > li[data-dragging]': { opacity: 0.6 },
  '& [data-card-head]': { display: 'flex', gap: '2', alignItems: 'start' },
  '& [data-card-facts]': { flex: '1', minW: '0' },
  '& [data-card-name]': {
    fontWeight: 'medium',
    textStyle: 'sm',
    textAlign: 'start',
    color: 'fg',
    cursor: 'pointer',
    borderRadius: 'l1',
    focusVisibleRing: 'outside',
    _hover: { textDecoration: 'underline' },
  },
  '& [data-card-note]': { fontSize: 'xs', color: 'gray.600' },
  '& [data-card-score]': { fontSize: 'xs', color: 'gray.700' },
  '& [data-card-flag]': { fontSize: 'xs', color: 'red.700', wordBreak: 'break-word' },
  '& [data-drag-handle]': { cursor: 'grab', px: '1', color: 'gray.500', focusVisibleRing: 'outside' },
  '& select': { ...plainSelectStyles, maxW: 'full', h: '8', ps: '2', pe: '6', textStyle: 'xs', mt: '2' },
});
