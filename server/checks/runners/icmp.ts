import { type CheckOutcome, refused } from '../result';

/** ICMP needs raw sockets, which an unprivileged Node process does not have. */
export const ICMP_UNSUPPORTED = 'ICMP is not supported on this server';

export const runIcmp = async (): Promise<CheckOutcome> => refused(ICMP_UNSUPPORTED);
