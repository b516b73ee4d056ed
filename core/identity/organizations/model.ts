/** An organization of the hosted identity mode (seed 000 §2.2, issue 24). */
export interface Organization {
  readonly id: string;
  readonly name: string;
  /** The person's own organization: hidden from the switcher. */
  readonly personal: boolean;
  /** The Mission Control this organization works against; none while it is provisioned. */
  readonly backendUrl?: string;
}

/** The organizations of the signed-in session and the one it is for. */
export interface Membership {
  readonly currentId: string | null;
  readonly organizations: readonly Organization[];
  /** Whether the provider lets the console create organizations. */
  readonly canCreate: boolean;
}
