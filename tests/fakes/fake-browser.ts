import type { SessionHintPort } from '../../core/identity';
import type { ClipboardPort, PreferencesPort, SignInPort } from '../../core/session';
import type { DownloadPort, FileBytes } from '../../core/shared';

export class FakePreferences implements PreferencesPort {
  readonly values = new Map<string, string>();

  setValue(key: string, value: string): this {
    this.values.set(key, value);
    return this;
  }

  get(key: string) {
    return this.values.get(key);
  }

  set(key: string, value: string) {
    this.values.set(key, value);
  }
}

export class FakeClipboard implements ClipboardPort {
  readonly copied: string[] = [];
  private refusal?: Error;

  /** The browser refuses every copy from now on (no permission, no secure context). */
  refuse(error: Error) {
    this.refusal = error;
  }

  async copy(text: string) {
    if (this.refusal) throw this.refusal;
    this.copied.push(text);
  }
}

export class FakeDownload implements DownloadPort {
  readonly saved: { filename: string; content: string | FileBytes; mediaType: string }[] = [];

  save(filename: string, content: string | FileBytes, mediaType: string) {
    this.saved.push({ filename, content, mediaType });
  }
}

/** The session hint cookie: present unless a scenario says the browser never signed in. */
export class FakeSessionHint implements SessionHintPort {
  constructor(private hinted = true) {}

  set(hinted: boolean): this {
    this.hinted = hinted;
    return this;
  }

  present() {
    return this.hinted;
  }
}

export class FakeSignIn implements SignInPort {
  calls = 0;

  signIn() {
    this.calls++;
  }
}
