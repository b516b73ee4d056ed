import type { ClipboardPort } from '../../core/session';

export class BrowserClipboard implements ClipboardPort {
  constructor(private readonly clipboard: Clipboard | undefined) {}

  async copy(text: string): Promise<void> {
    if (!this.clipboard) throw new Error('This browser does not allow copying to the clipboard');
    await this.clipboard.writeText(text);
  }
}
