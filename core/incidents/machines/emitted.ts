/** Toasts are emitted, not rendered: the UI shows them, Gherkin steps and tests read them. */
export type IncidentToast = { readonly type: 'toast'; readonly status: 'success' | 'error'; readonly message: string };

/** Something changed on the server: whoever shows the incident fetches it again (seed 001 §7). */
export type IncidentRefetch = { readonly type: 'incident.refetch' };
