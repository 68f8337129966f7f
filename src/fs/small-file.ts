import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';

/** A file refused before it was read: what it is instead of a small regular file. */
export class RefusedFile extends Error {}

/** The error's system code (ENOENT, EACCES…), if it has one. */
export function errorCode(error: unknown): string | undefined {
  return (error as { code?: string }).code;
}

/**
 * Why a file could not be read, in words: what it is when it was refused, a permission problem
 * said as one, else the system's code (or message).
 */
export function unreadableBecause(error: unknown): string {
  const code = errorCode(error);
  if (error instanceof RefusedFile) return `it is ${error.message}`;
  if (code === 'EACCES' || code === 'EPERM') return `${code}: the runner may not read it`;
  return code ?? (error as Error).message;
}

/** Throws RefusedFile unless the file opened is a regular one (not a folder, FIFO, socket or device). */
export function requireRegular(stat: { isDirectory(): boolean; isFile(): boolean }): void {
  if (stat.isDirectory()) throw new RefusedFile('a folder');
  if (!stat.isFile()) throw new RefusedFile('a FIFO, a socket or a device, not a regular file');
}

/**
 * Opening for reading without following a link or waiting for a FIFO's writer (POSIX; Windows
 * has neither flag, and an lstat before the open covers its links).
 */
export const NO_FOLLOW_NO_WAIT =
  constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/**
 * Reads a file from the workspace that the action must neither hang on nor be flooded by — an
 * ignore file, a git HEAD or ref. Only a regular file of at most `maxBytes` is read: a link, a
 * folder, a FIFO or a device fails with RefusedFile, checked on the opened file itself, so the
 * path cannot be swapped in between. Missing or unreadable files fail with the system's error
 * (`code` ENOENT, EACCES…).
 */
export function readSmallFile(path: string, maxBytes: number): string {
  if (lstatSync(path).isSymbolicLink()) throw new RefusedFile('a symbolic link');
  let fd: number;
  try {
    fd = openSync(path, NO_FOLLOW_NO_WAIT);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ELOOP') throw new RefusedFile('a symbolic link');
    if (code === 'EISDIR') throw new RefusedFile('a folder');
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    requireRegular(stat);
    if (stat.size > maxBytes) throw new RefusedFile(`larger than ${maxBytes} bytes`);
    // What it holds now, up to the size it had: a file still growing cannot flood the run.
    const buffer = Buffer.alloc(stat.size);
    let read = 0;
    while (read < buffer.length) {
      const n = readSync(fd, buffer, read, buffer.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read).toString('utf8');
  } finally {
    closeSync(fd);
  }
}
