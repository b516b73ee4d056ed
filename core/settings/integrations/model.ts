/** A row of `integrations_with_status` (reference §2.7, seed 002 §3's integration row). */
export interface Integration {
  readonly id: string;
  readonly name: string;
  /** scrapers, topologies or logging_backends. */
  readonly integrationType: string;
  readonly source: string;
  readonly agent?: { readonly id: string; readonly name: string };
  readonly jobStatus?: string;
  /** ISO timestamps. */
  readonly lastRun?: string;
  readonly createdAt: string;
  readonly updatedAt?: string;
  readonly createdBy?: string;
}
