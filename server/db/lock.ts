import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from './database';
import { PRIVATE_FILE_MODE, privateDirectory } from './private-files';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of the live process that holds `dir`, if one does. */
export function dataDirOwner(dir: string): number | undefined {
  let owner: number;
  try {
    owner = Number.parseInt(readFileSync(join(dir, 'server.lock'), 'utf8'), 10);
  } catch {
    return undefined;
  }
  return Number.isFinite(owner) && owner !== process.pid && isAlive(owner) ? owner : undefined;
}

/**
 * PGlite keeps no lock on its directory, and two processes writing one directory corrupt it.
 * A lock file holding the owner's pid keeps a second server out; a lock left by a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  try {
    return takeLock(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM') throw error;
    const { path, syscall } = error as NodeJS.ErrnoException;
    throw new StartupError(
      `The data directory ${dir} cannot be used by this user (${syscall ?? 'access'} of ${path ?? dir} was refused: ${code}). ` +
        'Start the server as the user who owns it, or give it a DATA_DIR of its own. Nothing was changed.',
    );
  }
}

function takeLock(dir: string): () => void {
  privateDirectory(dir);
  const path = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', PRIVATE_FILE_MODE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = dataDirOwner(dir);
      if (owner !== undefined) {
        throw new StartupError(
          `The data directory ${dir} is in use by another server (pid ${owner}). ` +
            'Stop that server first, or start this one with another DATA_DIR.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new StartupError(`Could not lock the data directory ${dir}.`);
}
