import { errorMessage } from './errors';

export interface ErrorPanelContent {
  message: string;
  /** The stack, or else the cause, unless the panel hides details. */
  details?: string;
}

const describeCause = (cause: unknown): string | undefined => {
  if (cause == null) return undefined;
  if (cause instanceof Error) return cause.stack ?? cause.message;
  return typeof cause === 'string' ? cause : JSON.stringify(cause);
};

/** Seed 002 §8: a generic error panel shows the message (or the fallback message) plus stack or cause. */
export function errorPanelContent(error: unknown, options: { hideDetails?: boolean } = {}): ErrorPanelContent {
  const message = errorMessage(error);
  if (options.hideDetails || !(error instanceof Error)) return { message };
  const details = error.stack ?? describeCause(error.cause);
  return details ? { message, details } : { message };
}
