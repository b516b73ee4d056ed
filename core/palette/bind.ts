import { createActor, fromPromise, waitFor } from 'xstate';
import type { HealthMachines } from '../health';
import type { Navigation, PreferencesPort } from '../session';
import { serviceIdentifier, toast, type Toast } from '../shared';
import { paletteMachine, type PaletteInput, type PaletteSearchRun } from './machines/palette.machine';
import type { PaletteSearchPort, SearchSignal } from './ports';
import { paletteAbilities, readableKinds } from './rules/abilities';
import { palettePages } from './rules/pages';
import { parseRecent, serialiseRecent } from './rules/recent';
import { PALETTE_RECENT_KEY } from './texts';

export interface PalettePorts {
  readonly search: PaletteSearchPort;
  /** The browser's storage: the recent picks are kept there. */
  readonly preferences: PreferencesPort;
  /** 'Run check …' runs through the check detail's machine, as its Run Now button does. */
  readonly health: HealthMachines;
}

/**
 * Runs a check as the check detail's Run Now does: the same machine reads the check, runs it and
 * announces the outcome, whose toast is the palette's answer.
 */
async function runThroughCheckDetail(checkDetail: HealthMachines['checkDetail'], checkId: string): Promise<Toast> {
  const actor = createActor(checkDetail, { input: { checkId } });
  const outcome = new Promise<Toast>((resolve) => actor.on('toast', (event) => resolve(toast(event.status, event.message))));
  actor.start();
  try {
    const loaded = await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
    if (loaded.hasTag('error')) throw new Error(loaded.context.error);
    actor.send({ type: 'check.runNow' });
    return await outcome;
  } finally {
    actor.stop();
  }
}

/** The palette machine with its effects bound to ports: production, steps and tests all start here. */
export function bindPalettePorts({ search, preferences, health }: PalettePorts) {
  return {
    /** The palette's input for a person: what they may read and do, their pages and their recent picks. */
    input(roles: readonly string[], navigation: Navigation): PaletteInput {
      return {
        abilities: paletteAbilities(roles),
        kinds: readableKinds(roles),
        pages: palettePages(navigation),
        recent: parseRecent(preferences.get(PALETTE_RECENT_KEY)),
      };
    },
    palette: paletteMachine.provide({
      actors: {
        // A part that arrives after the text changed again belongs to a search given up: it is dropped.
        search: fromPromise(({ input, signal }: { input: PaletteSearchRun; signal: SearchSignal }) =>
          search.search(input.query, signal, (part) => {
            if (!signal.aborted) input.found(part);
          }),
        ),
        runCheck: fromPromise(({ input }: { input: { checkId: string } }) => runThroughCheckDetail(health.checkDetail, input.checkId)),
      },
      actions: {
        saveRecent: ({ context }) => preferences.set(PALETTE_RECENT_KEY, serialiseRecent(context.recent)),
      },
    }),
  };
}

export type PaletteMachines = ReturnType<typeof bindPalettePorts>;
/** The token under which the composition root provides the bound palette to the UI. */
export const PaletteMachines = serviceIdentifier<PaletteMachines>('PaletteMachines');
