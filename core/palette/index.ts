export * from './model';
export { PaletteSearchPort } from './ports';
export * from './texts';
export { selectPaletteView, type PaletteView, type PaletteRow } from './selectors';
export { bindPalettePorts, PaletteMachines, type PalettePorts } from './bind';
export { paletteMachine, PALETTE_DEBOUNCE_MS, PALETTE_LIMIT, type PaletteEmitted, type PaletteEvent, type PaletteInput } from './machines/palette.machine';
export { paletteAbilities, readableKinds, type PaletteAbilities } from './rules/abilities';
export { resourcePath } from './rules/items';
