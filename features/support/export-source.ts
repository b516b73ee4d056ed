import type { ExportTable } from '../../core/shared';
import type { ConsoleWorld } from './world';

const SOURCE = 'export.source';

type Source = () => ExportTable | undefined;

/** A screen that is not a collection page names where its view keeps the Export button's table. */
export const offerExport = (world: ConsoleWorld, source: Source) => world.remember(SOURCE, source);

/** The table source a screen named; absent, the export steps read the collection screen's. */
export const offeredExport = (world: ConsoleWorld) => world.recallOr<Source | undefined>(SOURCE, undefined);
