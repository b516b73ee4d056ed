import type { DownloadPort } from '../../core/session';
import { saveBlob } from './save-blob';

/** Saves text content as a file. */
export class BrowserDownload implements DownloadPort {
  constructor(private readonly document: Document) {}

  save(filename: string, content: string, mediaType: string): void {
    const view = this.document.defaultView;
    if (view) saveBlob(this.document, filename, new view.Blob([content], { type: mediaType }));
  }
}
