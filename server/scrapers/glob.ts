import { lstat, readdir, realpath } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';

/** A glob as file scraper paths write it: `*` and `?` within a name, `**` across folders, `{a,b}` for either. */
export function globToRegExp(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      const slash = pattern[i + 2] === '/';
      out += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') {
      out += '[^/]*';
    } else if (c === '?') {
      out += '[^/]';
    } else if (c === '{') {
      const end = pattern.indexOf('}', i);
      if (end < 0) {
        out += '\\{';
        continue;
      }
      out += `(?:${pattern.slice(i + 1, end).split(',').map((part) => part.replace(/[.+^${}()|[\]\\*?]/g, '\\$&')).join('|')})`;
      i = end;
    } else {
      out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${out}$`);
}

export interface FoundFiles {
  /** Relative to the root, with `/`, sorted. */
  files: string[];
  errors: string[];
}

/**
 * The files under `root` that match any of `patterns` (relative to the root, or absolute inside it).
 * Symbolic links to files are followed when they stay inside the root; linked folders are not walked.
 */
export async function findFiles(root: string, patterns: readonly string[], limit = 100_000): Promise<FoundFiles> {
  const errors: string[] = [];
  const rootReal = await realpath(root);
  const matchers: RegExp[] = [];
  for (const pattern of patterns) {
    const rel = isAbsolute(pattern) ? relative(root, pattern) : pattern;
    if (rel.startsWith('..') || isAbsolute(rel)) errors.push(`${pattern} is outside the scrape folder ${root}`);
    else matchers.push(globToRegExp(rel.split(sep).join('/').replace(/^\.\//, '')));
  }
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (files.length >= limit) return;
      const full = join(dir, entry.name);
      const rel = relative(root, full).split(sep).join('/');
      if (entry.isDirectory()) {
        await walk(full);
      } else if (matchers.some((m) => m.test(rel))) {
        if (entry.isSymbolicLink()) {
          const target = await realpath(full).catch(() => undefined);
          if (!target || relative(rootReal, target).startsWith('..') || !(await lstat(target)).isFile()) continue;
        } else if (!entry.isFile()) {
          continue;
        }
        files.push(rel);
      }
    }
  };
  await walk(root);
  if (files.length >= limit) errors.push(`more than ${limit} files match; the rest were not read`);
  return { files: files.sort(), errors };
}
