import { useState } from 'react';
import { PaletteMachines, selectPaletteView, type PaletteEmitted } from '../../core/palette';
import type { Navigation } from '../../core/session';
import type { Toast } from '../../core/shared';
import { useActorView } from './actor';
import { useService } from './container';
import { useActorEvent } from './incidents';
import { useSession } from './session';

type Handlers = {
  readonly [E in Exclude<PaletteEmitted, Toast> as E['type']]: (event: E) => void;
} & { readonly toast: (toast: Toast) => void };

/** The command palette for the signed-in person, over the pages their sidebar shows; its outcomes go to `handlers`. */
export function usePalette(navigation: Navigation, handlers: Handlers) {
  const machines = useService(PaletteMachines);
  const { roles } = useSession();
  const [input] = useState(() => machines.input(roles, navigation));
  const { view, send, actor } = useActorView(machines.palette, input, selectPaletteView);
  useActorEvent(actor, 'navigate', handlers.navigate);
  useActorEvent(actor, 'colourMode.toggle', handlers['colourMode.toggle']);
  useActorEvent(actor, 'incident.create', handlers['incident.create']);
  useActorEvent(actor, 'playbook.run', handlers['playbook.run']);
  useActorEvent(actor, 'toast', handlers.toast);
  return { view, send };
}
