/** A command line split into words and `--name value` / `--name=value` options; `--name` alone is true. */
export interface ParsedArgs {
  readonly words: readonly string[];
  readonly options: Readonly<Record<string, string | true>>;
}

/** Options that never take a value, so the word after them stays a word. */
const FLAGS = new Set(['json', 'help']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const words: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 2) {
      options[arg.slice(2, eq)] = arg.slice(eq + 1);
      continue;
    }
    const name = arg.slice(2);
    const next = argv[i + 1];
    if (FLAGS.has(name) || next === undefined || next.startsWith('--')) options[name] = true;
    else {
      options[name] = next;
      i++;
    }
  }
  return { words, options };
}

/** The option's text, or undefined when it is absent or given without a value. */
export const optionText = (args: ParsedArgs, name: string): string | undefined => {
  const value = args.options[name];
  return typeof value === 'string' ? value : undefined;
};
