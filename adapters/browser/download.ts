import type { DownloadPort, FileBytes } from '../../core/shared';
import { saveBlob } from './save-blob';

/** Saves text the console wrote, or a Blob it fetched, as a file. */
export class BrowserDownload implements DownloadPort {
  constructor(private readonly document: Document) {}

  save(filename: string, content: string | FileBytes, mediaType: string): void {
    const view = this.document.defaultView;
    if (!view) return;
    const blob = typeof content === 'string' ? new view.Blob([content], { type: mediaType }) : content;
    if (blob instanceof view.Blob) saveBlob(this.document, filename, blob);
  }
}
