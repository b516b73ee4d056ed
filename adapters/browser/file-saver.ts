import type { FileSaverPort, SnapshotArchive } from '../../core/topology';

/** Hands a downloaded file (a Blob) to the browser as a download, through a temporary object URL. */
export class BrowserFileSaver implements FileSaverPort {
  constructor(private readonly document: Document) {}

  saveFile(fileName: string, file: SnapshotArchive): void {
    const view = this.document.defaultView;
    if (!view || !(file instanceof view.Blob)) return;
    const url = view.URL.createObjectURL(file);
    const link = this.document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    this.document.body.append(link);
    link.click();
    link.remove();
    // Revoking at once can cancel the download in some browsers; a minute is plenty to start it.
    view.setTimeout(() => view.URL.revokeObjectURL(url), 60_000);
  }
}
