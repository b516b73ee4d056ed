/** The signed-in person as the console knows them (GET /api/auth/whoami, reference §4.7). */
export interface SessionUser {
  readonly id: string;
  readonly name: string;
  readonly email?: string;
  readonly avatar?: string;
}

export interface Session {
  readonly user: SessionUser;
  /** Role names as the server sends them; core/access turns them into permissions. */
  readonly roles: readonly string[];
}

/** DECISIONS §15: the frontend version is package.json's, the backend's comes from GET /api/about. */
export interface Versions {
  readonly frontend: string;
  readonly backend: string;
}

export interface KubeconfigFile {
  readonly filename: string;
  readonly content: string;
}
