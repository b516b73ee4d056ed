import type { ConnectionTestOutcome } from '../model';
import { CONNECTION_TEST_MESSAGES as M } from '../texts';

/**
 * R002-8-17 and R002-8-29..31: a bad request shows the server's text, as indented JSON when it is JSON,
 * else as it came, else the fallback; a type the server cannot test says so; anything else fails plainly.
 */
export function connectionTestMessage(outcome: ConnectionTestOutcome): string {
  switch (outcome.kind) {
    case 'passed':
      return M.passed;
    case 'unsupported':
      return M.unsupported;
    case 'failed':
      return M.failed;
    case 'refused': {
      const text = outcome.text?.trim() ?? '';
      if (text === '') return M.failed;
      try {
        return JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        return text;
      }
    }
  }
}
