/** A command line split into words and `--name value` / `--name=value` options; `--name` alone is true. */
export interface ParsedArgs {
  readonly words: readonly string[];
  readonly options: Readonly<Record<string, string | true>>;
  /** Every value an option was given, for options that may repeat (`--param a=1 --param b=2`). */
  readonly repeated: Readonly<Record<string, readonly string[]>>;
}

/** Options that never take a value, so the word after them stays a word. */
const FLAGS = new Set(['json', 'help']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const words: string[] = [];
  const options: Record<string, string | true> = {};
  const repeated: Record<string, string[]> = {};
  const keep = (name: string, value: string) => {
    options[name] = value;
    repeated[name] = [...(repeated[name] ?? []), value];
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 2) {
      keep(arg.slice(2, eq), arg.slice(eq + 1));
      continue;
    }
    const name = arg.slice(2);
    const next = argv[i + 1];
    if (FLAGS.has(name) || next === undefined || next.startsWith('--')) options[name] = true;
    else {
      keep(name, next);
      i++;
    }
  }
  return { words, options, repeated };
}

/** The option's text, or undefined when it is absent or given without a value. */
export const optionText = (args: ParsedArgs, name: string): string | undefined => {
  const value = args.options[name];
  return typeof value === 'string' ? value : undefined;
};
