import type { Navigation } from '../../session';
import type { PalettePage } from '../model';

/** 'Go to …' for every page the person's sidebar shows: the area definitions, flags and roles decide. */
export const palettePages = (navigation: Navigation): PalettePage[] => [
  ...navigation.main.map((area) => ({ label: area.label, path: area.path })),
  ...navigation.settings.map((area) => ({ label: area.label, path: area.path, group: 'Settings' })),
];
