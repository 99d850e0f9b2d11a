import { defineStyle } from '@chakra-ui/react';

/**
 * Chakra's Badge (size sm) for a plain <span data-badge>: subtle, or `data-badge="outline"`; the colour
 * palette is named in `data-palette` (gray when absent).
 */
export const plainBadgeStyles = defineStyle({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'l2',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  textStyle: 'xs',
  px: '1.5',
  minH: '5',
  colorPalette: 'gray',
  bg: 'colorPalette.subtle',
  color: 'colorPalette.fg',
  '&[data-badge=outline]': { bg: 'transparent', boxShadow: 'inset 0 0 0px 1px {colors.colorPalette.border}' },
  '&[data-palette=blue]': { colorPalette: 'blue' },
  '&[data-palette=red]': { colorPalette: 'red' },
  '&[data-palette=green]': { colorPalette: 'green' },
});

const CHEVRON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2371717a' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E";

/** Chakra's NativeSelect (size sm, outline) for a plain <select>. */
export const plainSelectStyles = defineStyle({
  width: '100%',
  maxW: '40',
  h: '9',
  ps: '2.5',
  pe: '8',
  textStyle: 'sm',
  appearance: 'none',
  // NativeSelect's chevron (fg.muted), drawn as the field's background instead of one more element.
  bg: `no-repeat right 0.5rem center / 1em url("${CHEVRON}")`,
  bgColor: 'bg',
  borderWidth: '1px',
  borderRadius: 'l2',
  focusVisibleRing: 'inside',
  _disabled: { layerStyle: 'disabled' },
});

/**
 * The look of Chakra's Table.Cell (size sm, line variant), Link, NativeSelect (sm) and subtle Badge for plain
 * elements in a DataTable's body. Long lists render <td>, <a>, <select> and <span data-badge> and Chakra
 * resolves these styles once per table; one Chakra element per cell cost a mid-range phone ~10 ms a row.
 * A badge names its colour palette in `data-palette` (one of the theme's palettes).
 */
export const plainBodyStyles = defineStyle({
  '& > tbody > tr > td': { px: '2', py: '2', textAlign: 'start', borderBottomWidth: '1px', bg: 'bg' },
  '& td a': {
    color: 'blue.700',
    fontWeight: 'medium',
    borderRadius: 'l1',
    outline: 'none',
    focusVisibleRing: 'outside',
    _hover: { textDecoration: 'underline', textUnderlineOffset: '3px' },
  },
  '& td select': plainSelectStyles,
  '& td [data-badge]': plainBadgeStyles,
  // A knockout flag under a name: "Does not meet: <question> (<answer>)".
  '& td [data-flag]': { display: 'block', fontSize: 'xs', color: 'red.700', wordBreak: 'break-word' },
});
