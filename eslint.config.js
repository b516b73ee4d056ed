// One lint for the whole project. Folder rules live in tests/rules/dependency-rules.test.ts, not here.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import viewModelRule from './tests/rules/view-model-rule.json' with { type: 'json' };

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', '.tmp/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // TypeScript's noUnusedLocals and noUnusedParameters already say this, with the compiler's precision.
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert.
    files: ['tests/**', 'features/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    ignores: ['ui/hooks/**', ...viewModelRule.offenders],
    rules: { 'no-restricted-syntax': ['error', ...viewModelRule.selectors] },
  },
);
