/** `npm run cli -- <command>`: the console's core and HTTP adapters driven from a terminal or a script. */
import { runCli } from './run';

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
