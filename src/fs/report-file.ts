import { closeSync, constants, fstatSync, lstatSync, openSync, writeSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { errorCode, RefusedFile, requireRegular } from './small-file.ts';
import { linkToNothing, placeOf } from './within.ts';

/**
 * Opening for writing without following a link at the path or waiting for a FIFO's reader
 * (POSIX; Windows has neither flag). Truncation waits until the file is known to be regular.
 */
const WRITE_NO_FOLLOW_NO_WAIT =
  constants.O_WRONLY | constants.O_CREAT | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);
/** Opening a file a link points to, without making one where it points. */
const WRITE_EXISTING_NO_WAIT = constants.O_WRONLY | (constants.O_NONBLOCK ?? 0);
/** Appending, made when missing, never through a link at the path nor waiting for a FIFO's reader. */
const APPEND_NO_FOLLOW_NO_WAIT = WRITE_NO_FOLLOW_NO_WAIT | constants.O_APPEND;

/** What an open to write failed with: a link at the path, a folder, a FIFO nobody reads (no waiting), or else the error itself. */
function refusedWrite(error: unknown): unknown {
  const code = errorCode(error);
  if (code === 'ELOOP') return new RefusedFile('a symbolic link');
  if (code === 'EISDIR') return new RefusedFile('a folder');
  if (code === 'ENXIO') return new RefusedFile('a FIFO, a socket or a device, not a regular file');
  return error;
}

/**
 * Writes a report file the user asked for (`checks_junit`) — into a folder the checkout may have
 * filled: a symbolic link planted at the path or on the way would carry the write (server text in
 * it) to any file the runner may change, a FIFO would hang the run on its open, a device would
 * swallow it. With `roots` (the action: the workspace, RUNNER_TEMP) the path must lie in one of
 * them, and its folders are made one by one, each a real folder; without (the CLI, which writes
 * where its user points) a link the user made is followed, but never one to nothing. Only a
 * regular file (new, or one there already) is written; anything else fails with RefusedFile.
 */
export async function writeReportFile(
  path: string,
  content: string,
  roots?: readonly string[],
): Promise<void> {
  let flags = WRITE_NO_FOLLOW_NO_WAIT;
  if (roots) await realFolders(path, roots);
  else {
    if (linkToNothing(path)) throw new RefusedFile('a symbolic link to nothing');
    await mkdir(dirname(path), { recursive: true });
    if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) flags = WRITE_EXISTING_NO_WAIT;
  }
  let file;
  try {
    file = await open(path, flags, 0o644);
  } catch (error) {
    throw refusedWrite(error);
  }
  try {
    requireRegular(await file.stat());
    await file.truncate(0);
    await file.writeFile(content);
  } finally {
    await file.close();
  }
}

/**
 * The folders of `path` below the root that holds it, made where missing, each checked to be a
 * real folder (not a link) once it exists: a link planted after the inputs were checked is
 * refused here too.
 */
async function realFolders(path: string, roots: readonly string[]): Promise<void> {
  const place = placeOf(path, roots);
  if (place.kind === 'outside') throw new RefusedFile('outside the workspace and RUNNER_TEMP');
  if (place.kind === 'link') throw new RefusedFile(`behind a symbolic link (${place.link})`);
  let at = place.root;
  for (const part of relative(place.root, dirname(path)).split(sep).filter(Boolean)) {
    at = join(at, part);
    try {
      await mkdir(at);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    const stat = lstatSync(at);
    if (stat.isSymbolicLink()) throw new RefusedFile(`behind a symbolic link (${relative(place.root, at)})`);
    if (!stat.isDirectory()) throw new RefusedFile(`behind ${relative(place.root, at)}, which is no folder`);
  }
}

/**
 * Appends to a file the runner names (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY), made when missing: only
 * a regular file at the path itself. A symbolic link there would carry the write to the file it
 * points to, a FIFO would hang the run on its open (a synchronous one: no signal could end it),
 * a folder or a device cannot hold it; each fails with RefusedFile, nothing written. Appending
 * nothing checks the file (and makes it).
 */
export function appendToRegularFile(path: string, text: string): void {
  // Windows has no O_NOFOLLOW: the link is seen before the open.
  if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) throw new RefusedFile('a symbolic link');
  let fd: number;
  try {
    fd = openSync(path, APPEND_NO_FOLLOW_NO_WAIT, 0o644);
  } catch (error) {
    throw refusedWrite(error);
  }
  try {
    requireRegular(fstatSync(fd));
    const bytes = Buffer.from(text, 'utf8');
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at);
  } finally {
    closeSync(fd);
  }
}
