import { text } from './markdown.ts';
import { commandWords, type FrontEnd } from '../inputs/front-end.ts';

/**
 * A bug of ours: an error no part of the run expected. Inside a command it ends the run as its
 * failure; one that escapes the run is caught by the front end (index.ts, the CLI), which writes
 * every output all the same. Either way the `status` output is INTERNAL_ERROR.
 */
export const INTERNAL_ERROR_STATUS = 'INTERNAL_ERROR';

export const INTERNAL_ERROR_TITLE = 'Unexpected error';
const NEXT =
  'This is a bug in this action, not a problem of your deployment: please report it with this log.';

/** The failure a bug ends a command with. */
export function internalFailure(error: unknown): { title: string; message: string; internal: true } {
  return { title: INTERNAL_ERROR_TITLE, message: `${messageOf(error)}\n${NEXT}`, internal: true };
}

/** The error line of a bug that escaped the run (redacted by the caller). */
export function crashLine(message: string): string {
  return `${INTERNAL_ERROR_TITLE}: ${message} ${NEXT}`;
}

/** What a bug said. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The job summary's card for a bug that escaped the run (its message redacted by the caller): the
 * run's own summary may be missing or cut short.
 */
export function crashMarkdown(message: string, frontEnd?: FrontEnd): string {
  return [
    '## ❌ Internal error: the run stopped on a bug',
    '',
    `${text(message)}`,
    '',
    `${NEXT} What the run did before (a deployment created or updated, a revision started) stands: ${commandWords(frontEnd, 'status', (t) => `\`${t}\``)} shows where it is. The outputs say \`status: ${INTERNAL_ERROR_STATUS}\`.`,
    '',
  ].join('\n');
}
