import { ContainerModule } from 'inversify';
import { HealthMachines } from '../../core/health';
import { PaletteMachines, PaletteSearchPort, bindPalettePorts } from '../../core/palette';
import { PreferencesPort } from '../../core/session';
import { HttpClient } from './client';
import { HttpPaletteSearchAdapter } from './palette.http';
import { PostgrestClient } from './postgrest-client';

/** The palette over whichever search port the container holds; 'Run check …' uses the health area's bound machines. */
export const paletteMachinesModule = new ContainerModule(({ bind }) => {
  bind<PaletteMachines>(PaletteMachines).toDynamicValue((ctx) =>
    bindPalettePorts({ search: ctx.get(PaletteSearchPort), preferences: ctx.get(PreferencesPort), health: ctx.get(HealthMachines) }),
  );
});

/** Binds the palette's search over the HTTP client (load after httpModule). */
export const paletteHttpModule = new ContainerModule(({ bind }) => {
  bind<PaletteSearchPort>(PaletteSearchPort).toDynamicValue((ctx) => new HttpPaletteSearchAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
});
