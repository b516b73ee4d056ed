import type { ComponentType } from 'react';
import type { IconProps } from '@chakra-ui/react';
import { FlagIcon, LayersIcon } from '../components/icons';

/** Icons per area id; an area without its own icon uses the generic one. */
const ICONS: Readonly<Record<string, ComponentType<IconProps>>> = {
  'settings.feature_flags': FlagIcon,
};

export const iconFor = (areaId: string): ComponentType<IconProps> => ICONS[areaId] ?? LayersIcon;
