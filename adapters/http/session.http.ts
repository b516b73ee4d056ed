import { isDomainError } from '../../core/shared';
import type { KubeconfigFile, Session, SessionPort, Versions } from '../../core/session';
import { UNKNOWN_VERSION } from '../../core/session';
import type { HttpClient } from './client';
import { decode } from './codecs/decode';
import { AboutCodec, WhoamiCodec } from './codecs/session';

const filenameOf = (disposition: string | null): string =>
  disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)?.[1] ?? 'kubeconfig.yaml';

export class HttpSessionAdapter implements SessionPort {
  constructor(
    private readonly http: HttpClient,
    /** package.json's version, put into the bundle at build time (DECISIONS §15). */
    private readonly frontendVersion: string,
  ) {}

  async whoami(): Promise<Session> {
    const response = await this.http.request('/auth/whoami');
    const { user, roles } = decode(WhoamiCodec, response.data, 'GET /auth/whoami').payload;
    return {
      user: {
        id: user.id,
        name: user.name || user.email || user.id,
        email: user.email ?? undefined,
        avatar: user.avatar || undefined,
      },
      roles: roles ?? [],
    };
  }

  /** The frontend version is always known; the backend's is 'unknown' when /api/about fails (a 401 still propagates). */
  async versions(): Promise<Versions> {
    try {
      const response = await this.http.request('/about');
      const about = decode(AboutCodec, response.data, 'GET /about');
      return { frontend: this.frontendVersion, backend: about.chartVersion || about.appVersion || UNKNOWN_VERSION };
    } catch (error) {
      if (isDomainError(error) && error.kind === 'unauthenticated') throw error;
      return { frontend: this.frontendVersion, backend: UNKNOWN_VERSION };
    }
  }

  async kubeconfig(): Promise<KubeconfigFile> {
    const response = await this.http.request('/kubeconfig', { responseType: 'text', headers: { Accept: 'text/yaml, application/json' } });
    return { filename: filenameOf(response.headers.get('content-disposition')), content: String(response.data ?? '') };
  }
}
