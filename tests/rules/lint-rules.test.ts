import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import viewModelRule from './view-model-rule.json';

/** Today's count: the view-model work empties the list; nobody adds to it. */
const OFFENDERS_AT_MOST = 15;

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

  describe('its list of screens that still read machine state', () => {
    it('only shrinks', () => {
      expect(viewModelRule.offenders.length).toBeLessThanOrEqual(OFFENDERS_AT_MOST);
    });

    it('names only files that still offend, so a file that was mended leaves the list', async () => {
      const strict = new ESLint({
        overrideConfig: [{ files: ['ui/**'], rules: { 'no-restricted-syntax': ['error', ...viewModelRule.selectors] } }],
        ignore: false,
      });
      for (const result of await strict.lintFiles(viewModelRule.offenders)) {
        const file = result.filePath.slice(process.cwd().length + 1);
        expect(result.messages.map((m) => m.ruleId), `${file} no longer reads machine state: remove it from view-model-rule.json`).toContain('no-restricted-syntax');
      }
    });
  });
});
