import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import viewModelRule from './view-model-rule.json';

const SCREEN_READING_STATE = `
import { useSelector } from '@xstate/react';
export function Planted({ actor }: { actor: never }) {
  const busy = useSelector(actor, (state: { matches(v: string): boolean }) => state.matches('loading'));
  const text = useSelector(actor, (s: { context: { text: string } }) => s.context.text);
  return busy ? null : text;
}
`;

const ruleIds = (results: ESLint.LintResult[]) => results.flatMap((r) => r.messages.map((m) => m.ruleId));

describe('the lint that runs in npm test', { timeout: 60_000 }, () => {
  it('refuses a screen outside ui/hooks that reads machine state', async () => {
    const results = await new ESLint().lintText(SCREEN_READING_STATE, { filePath: 'ui/planted/planted-screen.tsx' });
    expect(ruleIds(results)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('lets ui/hooks read machine state, since it is the bridge', async () => {
    const results = await new ESLint().lintText(SCREEN_READING_STATE, { filePath: 'ui/hooks/planted.tsx' });
    expect(ruleIds(results)).toEqual([]);
  });

  it('refuses a hook called conditionally', async () => {
    const code = `import { useState } from 'react';\nexport function Planted({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n`;
    const results = await new ESLint().lintText(code, { filePath: 'ui/planted/conditional-hook.tsx' });
    expect(ruleIds(results)).toContain('react-hooks/rules-of-hooks');
  });

  it('lets no screen read machine state: the view-model work emptied its list of exceptions, and nobody adds to it', () => {
    expect(viewModelRule.offenders).toEqual([]);
  });
});
