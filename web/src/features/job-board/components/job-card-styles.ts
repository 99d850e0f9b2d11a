import { defineStyle } from '@chakra-ui/react';
import { plainBadgeStyles } from '../../../components/ui/plain-cells';

/**
 * The job list's cards, styled once for the whole list (Chakra's outline Card, size md): each card is plain
 * elements, since a dozen cards of ~18 Chakra elements each were most of the board's first render.
 */
export const jobCardListStyles = defineStyle({
  '& > li': {
    display: 'flex',
    flexDirection: 'column',
    h: 'full',
    minW: '0',
    wordWrap: 'break-word',
    borderRadius: 'l3',
    borderWidth: '1px',
    bg: 'bg.panel',
    color: 'fg',
  },
  '& [data-card-body]': { display: 'flex', flexDirection: 'column', flex: '1', gap: '3', p: '6' },
  '& [data-card-footer]': { display: 'flex', alignItems: 'center', gap: '2', px: '6', pb: '6' },
  '& h2': { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'md', mb: '1' },
  '& [data-facts]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' },
  '& [data-muted]': { color: 'gray.600' },
  '& [data-tags]': { display: 'flex', flexWrap: 'wrap', gap: '1', listStyleType: 'none' },
  '& [data-description]': { lineClamp: '3', color: 'gray.700', fontSize: 'sm' },
  '& [data-posted]': { fontSize: 'xs', color: 'gray.500' },
  '& [data-badge]': plainBadgeStyles,
});
