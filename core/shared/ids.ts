/** Seed 000 §3: the all-zero UUID as an agent id means the local agent (or no agent at all). */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

export const isNilUuid = (value: unknown): boolean => value === NIL_UUID;

/** An agent id that is missing, empty or the nil UUID points at the local instance. */
export const isLocalAgent = (agentId: string | null | undefined): boolean =>
  agentId == null || agentId === '' || agentId === NIL_UUID;
