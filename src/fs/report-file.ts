import { constants } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { errorCode, RefusedFile } from './small-file.ts';

/**
 * Opening for writing without following a link at the path or waiting for a FIFO's reader
 * (POSIX; Windows has neither flag). Truncation waits until the file is known to be regular.
 */
const WRITE_NO_FOLLOW_NO_WAIT =
  constants.O_WRONLY | constants.O_CREAT | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/**
 * Writes a report file the user asked for (`checks_junit`) — into a folder the checkout may have
 * filled: a symbolic link planted at the path would carry the write (server text in it) to any file
 * the runner may change, a FIFO would hang the run on its open, a device would swallow it. Only a
 * regular file (new, or one there already) is written; anything else fails with RefusedFile.
 */
export async function writeReportFile(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  let file;
  try {
    file = await open(path, WRITE_NO_FOLLOW_NO_WAIT, 0o644);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ELOOP') throw new RefusedFile('a symbolic link');
    if (code === 'EISDIR') throw new RefusedFile('a folder');
    // A FIFO nobody reads: opening it to write without waiting fails so.
    if (code === 'ENXIO') throw new RefusedFile('a FIFO, a socket or a device, not a regular file');
    throw error;
  }
  try {
    const stat = await file.stat();
    if (stat.isDirectory()) throw new RefusedFile('a folder');
    if (!stat.isFile()) throw new RefusedFile('a FIFO, a socket or a device, not a regular file');
    await file.truncate(0);
    await file.writeFile(content);
  } finally {
    await file.close();
  }
}
