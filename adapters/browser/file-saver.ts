import type { FileSaverPort, SnapshotArchive } from '../../core/topology';
import { saveBlob } from './save-blob';

/** Hands a downloaded file (a Blob) to the browser as a download. */
export class BrowserFileSaver implements FileSaverPort {
  constructor(private readonly document: Document) {}

  saveFile(fileName: string, file: SnapshotArchive): void {
    const view = this.document.defaultView;
    if (view && file instanceof view.Blob) saveBlob(this.document, fileName, file);
  }
}
