import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * DATA_DIR holds the database, the demo password and logs: readable by the server's user alone,
 * whatever the umask it was started with (a directory 700, a file 600).
 */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;

/** A mode with its permission bits made owner-only; the file type bits are kept. */
export const ownerOnly = (mode: number) =>
  (mode & ~0o7777) | ((mode & S_IFMT) === S_IFDIR ? PRIVATE_DIRECTORY_MODE : PRIVATE_FILE_MODE);

/** Creates `dir` (and missing parents) owner-only, and makes an existing one owner-only too. */
export function privateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  chmodSync(dir, PRIVATE_DIRECTORY_MODE);
}

/** Makes everything under `dir` owner-only: databases created before modes were kept private. */
export function makeTreePrivate(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    chmodSync(path, ownerOnly(lstatSync(path).mode));
    if (entry.isDirectory()) makeTreePrivate(path);
  }
}

type Operation = (...args: unknown[]) => unknown;
interface EmscriptenNodeFs {
  node_ops: Record<string, Operation>;
  stream_ops: Record<string, Operation | undefined>;
}

const privateAttributes = (attr: { mode?: number | null }) => (attr.mode == null ? attr : { ...attr, mode: ownerOnly(attr.mode) });

/** Wraps Emscripten's NODEFS so that every mode it writes to the disk (mknod, chmod, fchmod) is owner-only. */
function keepModesPrivate({ node_ops: nodeOps, stream_ops: streamOps }: EmscriptenNodeFs): void {
  const mknod = nodeOps.mknod!;
  nodeOps.mknod = (parent, name, mode, dev) => mknod.call(nodeOps, parent, name, ownerOnly(mode as number), dev);
  for (const ops of [nodeOps, streamOps]) {
    const setattr = ops.setattr;
    if (!setattr) continue;
    ops.setattr = (target, attr) => setattr.call(ops, target, privateAttributes(attr as { mode?: number | null }));
  }
}

/**
 * PGlite's directory on disk, owner-only: made so when opened (with what an older server left there),
 * and kept so after. Its Emscripten layer creates each file with 0777 and then chmods it to the mode
 * it had in the in-memory initdb (0666), which no umask limits: so the modes it asks of the disk are
 * made owner-only on their way there.
 */
export class PrivateNodeFS extends NodeFS {
  constructor(dataDir: string) {
    privateDirectory(dataDir);
    makeTreePrivate(dataDir);
    super(dataDir);
  }

  override async init(pg: PGlite, emscriptenOptions: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, emscriptenOptions);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          (module: { FS: { filesystems: { NODEFS: unknown } } }) => keepModesPrivate(module.FS.filesystems.NODEFS as EmscriptenNodeFs),
        ],
      },
    };
  }
}
