import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** The colour palettes the screens use; Chakra's other ten palettes would only cost start-up time. */
const PALETTES = ['gray', 'blue', 'red', 'green'] as const;
const NON_PALETTE_COLORS = [
  'transparent',
  'current',
  'black',
  'white',
  'whiteAlpha',
  'blackAlpha',
  'bg',
  'fg',
  'border',
];

/** Keeps the named colours and drops every palette the app does not use. */
function onlyUsedColors<T extends Record<string, unknown>>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(
      ([name]) => NON_PALETTE_COLORS.includes(name) || (PALETTES as readonly string[]).includes(name),
    ),
  ) as T;
}

/**
 * Chakra's default theme carries ~80 component recipes; the app registers only those it renders so the
 * bundle carries only their styles. Add a recipe here when a screen starts using a new Chakra component.
 */
const appConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    // createSystem turns every token into CSS variables at start-up: fewer palettes, less blocking work.
    tokens: { ...tokens, colors: onlyUsedColors(tokens.colors ?? {}) },
    semanticTokens: {
      ...semanticTokens,
      colors: onlyUsedColors({
        ...semanticTokens.colors,
        // White on green.600 is 3.3:1, under the 4.5:1 text needs (axe color-contrast); on green.700 it is 6.8:1.
        green: { ...semanticTokens.colors?.green, solid: { value: '{colors.green.700}' } },
      }),
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, appConfig));
