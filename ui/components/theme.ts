import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe, animationStyles, avatarSlotRecipe, badgeRecipe, breakpoints, buttonRecipe, checkboxSlotRecipe, codeRecipe,
  cssVarsPrefix, cssVarsRoot, dialogSlotRecipe, drawerSlotRecipe, emptyStateSlotRecipe, fieldSlotRecipe, globalCss, headingRecipe,
  hoverCardSlotRecipe, iconRecipe, inputRecipe,
  keyframes, layerStyles, linkRecipe, menuSlotRecipe, nativeSelectSlotRecipe, popoverSlotRecipe, semanticTokens,
  separatorRecipe, skeletonRecipe, spinnerRecipe, switchSlotRecipe, tabsSlotRecipe, textStyles, textareaRecipe,
  toastSlotRecipe, tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's tokens with only the recipes the console uses: all ~90 recipes would cost about 20 KB gzip
 * of the first load (tests/bench/web.bench.ts). A component whose recipe is missing renders unstyled,
 * so using a new Chakra component means adding its recipe (key as in Chakra's theme) here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      hoverCard: hoverCardSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The console's own tokens; light and dark through the `dark` class on <html>. */
const consoleTheme = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%', bg: 'bg.canvas' },
    body: { fontSize: 'sm' },
    // An icon is as big as its text unless a recipe (a button's) or a boxSize says otherwise.
    'svg.chakra-icon': { width: '1em', height: '1em' },
  },
  theme: {
    tokens: {
      fonts: {
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
    },
    semanticTokens: {
      colors: {
        // The page behind the panels: a touch darker than a panel in light mode, near black in dark mode.
        'bg.canvas': { value: { base: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
        'bg.sidebar': { value: { base: '{colors.white}', _dark: '{colors.gray.900}' } },
        'nav.active': { value: { base: '{colors.blue.50}', _dark: '{colors.blue.950}' } },
        'nav.activeFg': { value: { base: '{colors.blue.700}', _dark: '{colors.blue.200}' } },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, consoleTheme);
