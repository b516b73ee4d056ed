import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { PaletteMachines, selectPaletteView, type PaletteEmitted, type paletteMachine } from '../../core/palette';
import type { Navigation } from '../../core/session';
import type { Toast } from '../../core/shared';
import { sameFields, useDomainActor, useSelect } from './actor';
import { useService } from './container';
import { useActorEvent } from './incidents';
import { useSession } from './session';

type Handlers = {
  readonly [E in Exclude<PaletteEmitted, Toast> as E['type']]: (event: E) => void;
} & { readonly toast: (toast: Toast) => void };

/** A running palette, handed from the component that owns it to the parts that render it. */
export type Palette = ActorRefFrom<typeof paletteMachine>;

/**
 * The command palette for the signed-in person, over the pages their sidebar shows; its outcomes go to
 * `handlers`. The owner re-renders only when the palette closes; its parts read the view themselves
 * (`usePaletteView`), so an answer redraws the list and not the dialog around it.
 */
export function usePalette(navigation: Navigation, handlers: Handlers): { palette: Palette; closed: boolean } {
  const machines = useService(PaletteMachines);
  const { roles } = useSession();
  const [input] = useState(() => machines.input(roles, navigation));
  const palette = useDomainActor(machines.palette, { input }) as Palette;
  useActorEvent(palette, 'navigate', handlers.navigate);
  useActorEvent(palette, 'colourMode.toggle', handlers['colourMode.toggle']);
  useActorEvent(palette, 'incident.create', handlers['incident.create']);
  useActorEvent(palette, 'playbook.run', handlers['playbook.run']);
  useActorEvent(palette, 'toast', handlers.toast);
  const closed = useSelect(palette, (snapshot) => selectPaletteView(snapshot).closed);
  return { palette, closed };
}

/** The palette's view model and its events, for a part of the palette's rendering. */
export function usePaletteView(palette: Palette) {
  const view = useSelect(palette, selectPaletteView, sameFields);
  return { view, send: palette.send };
}
