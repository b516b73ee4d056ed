import { DomainError } from '../../core/shared';
import type { KubeconfigFile, Session, SessionPort, Versions } from '../../core/session';

/** A signed-in person with settable roles, versions and kubeconfig answer. */
export class FakeSessionPort implements SessionPort {
  private session: Session = { user: { id: 'u-admin', name: 'Admin User', email: 'admin@local' }, roles: ['admin'] };
  private versionInfo: Versions = { frontend: '0.1.0', backend: '0.9.0' };
  private failure: Partial<Record<keyof SessionPort, Error>> = {};
  /** As GET /api/kubeconfig answers (DECISIONS §13): this server's Kubernetes proxy and a fresh token. */
  private kubeconfigFile: KubeconfigFile = {
    filename: 'local-kubeconfig.yaml',
    content: [
      'apiVersion: v1',
      'kind: Config',
      'clusters:',
      '  - name: local',
      '    cluster:',
      '      server: http://local:8080/kubeproxy',
      'users:',
      '  - name: admin@local',
      '    user:',
      '      token: fake-kubeconfig-token',
      'contexts:',
      '  - name: local',
      '    context:',
      '      cluster: local',
      '      user: admin@local',
      'current-context: local',
      '',
    ].join('\n'),
  };
  /** The methods called, in order. */
  readonly calls: (keyof SessionPort)[] = [];

  setSession(session: Session): this {
    this.session = session;
    return this;
  }

  setRoles(roles: readonly string[]): this {
    this.session = { ...this.session, roles };
    return this;
  }

  setVersions(versions: Versions): this {
    this.versionInfo = versions;
    return this;
  }

  setKubeconfig(file: KubeconfigFile): this {
    this.kubeconfigFile = file;
    return this;
  }

  /** Every call of `method` fails with `error` until cleared with `succeed(method)`. */
  fail(method: keyof SessionPort, error: Error = new DomainError('network', 'The server did not answer')): this {
    this.failure[method] = error;
    return this;
  }

  succeed(method: keyof SessionPort): this {
    delete this.failure[method];
    return this;
  }

  async whoami(): Promise<Session> {
    this.check('whoami');
    return this.session;
  }

  async versions(): Promise<Versions> {
    this.check('versions');
    return this.versionInfo;
  }

  async kubeconfig(): Promise<KubeconfigFile> {
    this.check('kubeconfig');
    return this.kubeconfigFile;
  }

  private check(method: keyof SessionPort) {
    this.calls.push(method);
    const error = this.failure[method];
    if (error) throw error;
  }
}
