import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react()],
  root: '.',
  build: {
    outDir: 'dist',
    // Vite's CSS minifier mangles react-data-grid's light-dark() colours on older targets (STACK.md).
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // tests/bench/web.bench.ts reads it to find what the first screen loads.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/kubeproxy': { target: apiTarget, changeOrigin: false },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['core/**/*.test.ts', 'adapters/**/*.test.ts', 'cli/**/*.test.ts', 'tests/rules/**/*.test.ts', 'tests/contracts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['ui/**/*.test.tsx'],
          setupFiles: ['tests/setup/ui.ts'],
          // A screen test walks several dialogs, each found within tests/setup/ui.ts's 5 s wait; with every
          // file rendering at once on two cores the walk as a whole needs more than vitest's 5 s.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // npm run new:area on a copy of the tree, type-checked and linted: its own stage of npm test.
          name: 'scaffold',
          environment: 'node',
          include: ['tests/scaffold/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
