import { useEffect, useRef } from 'react';
import type { ExportFormat, ExportTable, ToastStatus } from '../../core/shared';
import { ExportMachines, selectExportView } from '../../core/shared/export';
import { useActorView } from './actor';
import { useService } from './container';

/**
 * A list's export (core/shared/export): the progress it shows, and start and cancel. Its toasts (saved,
 * failed) are handed to `onToast`.
 */
export function useExport(onToast: (status: ToastStatus, message: string) => void) {
  const machine = useService(ExportMachines).export;
  const { view, send, actor } = useActorView(machine, undefined, selectExportView);
  const latest = useRef(onToast);
  latest.current = onToast;
  useEffect(() => {
    const toasts = actor.on('toast', (event) => latest.current(event.status, event.message));
    return () => toasts.unsubscribe();
  }, [actor]);
  return {
    view,
    start: (table: ExportTable, format: ExportFormat) => send({ type: 'export.start', table, format }),
    cancel: () => send({ type: 'export.cancel' }),
  };
}
