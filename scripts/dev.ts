/**
 * `npm run dev`: the built-in backend plus Vite's dev server, whose `/api` is proxied to it
 * (vite.config.ts). Stopping one stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_URL: `http://127.0.0.1:${port}` } }),
];

const stopAll = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
