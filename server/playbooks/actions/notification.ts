import type { ActionSpec } from '../spec';
import { render, type TemplateContext } from '../template';
import { succeeded, type ActionOutcome } from './result';

/**
 * A notification action is recorded in the run with its rendered title and message and where it was
 * addressed; delivering it belongs to the notification worker (DECISIONS §29), which reads the run.
 */
export function runNotification(spec: NonNullable<ActionSpec['notification']>, context: TemplateContext): ActionOutcome {
  return succeeded({
    title: render(spec.title ?? '', context),
    message: render(spec.message ?? '', context),
    connection: spec.connection ?? null,
    url: spec.url ? render(spec.url, context) : null,
    delivered: false,
  });
}
