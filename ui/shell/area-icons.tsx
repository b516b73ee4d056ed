import type { ComponentType } from 'react';
import type { IconProps } from '@chakra-ui/react';
import {
  ActivityIcon, AlertOctagonIcon, DatabaseIcon, FileTextIcon, FlagIcon, LayersIcon, PlayCircleIcon, TerminalIcon, UsersIcon,
} from '../components/icons';

/** Icons per area id; an area without its own icon uses the generic one. */
const ICONS: Readonly<Record<string, ComponentType<IconProps>>> = {
  topology: LayersIcon,
  health: ActivityIcon,
  incidents: AlertOctagonIcon,
  catalog: DatabaseIcon,
  logs: FileTextIcon,
  playbooks: PlayCircleIcon,
  'settings.feature_flags': FlagIcon,
  'settings.users': UsersIcon,
  'settings.agents': TerminalIcon,
};

export const iconFor = (areaId: string): ComponentType<IconProps> => ICONS[areaId] ?? LayersIcon;
