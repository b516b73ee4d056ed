import { createCollectionMachine, serviceIdentifier } from '../shared';
import type { PlaybookPort } from './ports';
import { playbooksPolicy } from './policy';

export interface PlaybooksPorts {
  readonly playbooks: PlaybookPort;
}

export function bindPlaybooksPorts({ playbooks }: PlaybooksPorts) {
  return { screen: createCollectionMachine(playbooksPolicy(playbooks)) };
}

export type PlaybooksMachines = ReturnType<typeof bindPlaybooksPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const PlaybooksMachines = serviceIdentifier<PlaybooksMachines>('PlaybooksMachines');
