import type { DownloadPort } from '../../core/session';

/** Saves content as a file through a temporary object URL and link. */
export class BrowserDownload implements DownloadPort {
  constructor(private readonly document: Document) {}

  save(filename: string, content: string, mediaType: string): void {
    const view = this.document.defaultView;
    if (!view) return;
    const url = view.URL.createObjectURL(new view.Blob([content], { type: mediaType }));
    const link = this.document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    this.document.body.append(link);
    link.click();
    link.remove();
    view.setTimeout(() => view.URL.revokeObjectURL(url), 0);
  }
}
