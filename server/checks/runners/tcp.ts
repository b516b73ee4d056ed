import { connect } from 'node:net';
import { type CheckOutcome, failed, thresholdExceeded } from '../result';
import type { TcpCheckSpec } from '../spec';
import type { RunnerContext } from './context';

export function splitHostPort(endpoint: string): { host: string; port: number } {
  const colon = endpoint.lastIndexOf(':');
  return { host: endpoint.slice(0, colon).replace(/^\[|\]$/g, ''), port: Number(endpoint.slice(colon + 1)) };
}

export function runTcp(spec: TcpCheckSpec, ctx: RunnerContext): Promise<CheckOutcome> {
  const { host, port } = splitHostPort(spec.endpoint.trim());
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const finish = (outcome: CheckOutcome) => {
      ctx.signal.removeEventListener('abort', onAbort);
      socket.destroy();
      resolve(outcome);
    };
    const onAbort = () => finish(failed(`dial tcp ${spec.endpoint}: i/o timeout`));
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => {
      const elapsed = performance.now() - started;
      const details = { host, port, elapsedMs: Math.round(elapsed) };
      const slow = thresholdExceeded(elapsed, spec.thresholdMillis);
      finish(slow ? failed(slow, details) : { pass: true, message: `connected to ${spec.endpoint}`, details });
    });
    socket.once('error', (error) => finish(failed(`dial tcp ${spec.endpoint}: ${error.message}`)));
  });
}
