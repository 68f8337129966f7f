import { writeReportFile } from '../fs/report-file.ts';
import { RefusedFile } from '../fs/small-file.ts';
import type { Log } from './log.ts';
import type { RunnerPort } from './port.ts';
import { Redactor } from './redact.ts';
import { clip, printable } from '../base/untrusted.ts';
import { ANNOTATION_MAX_CHARS, LOG_LINE_MAX_CHARS } from '../base/policy.ts';

/**
 * Everything the run tells the runner, on its way to the port: every secret registered for
 * masking before anything is printed; every message, output and summary redacted and bounded.
 * What a line must not do in a given log (start a workflow command on GitHub's runner, carry an
 * escape sequence to a terminal) is the port's to prevent: it knows the log's format.
 */
export interface RunnerIO {
  log: Log;
  /** Registers a secret (and its parts) with the runner and the redactor. */
  mask(value: string | undefined): void;
  redact(text: string): string;
  /**
   * Sets the step's outputs, redacted — but `secret` ones (a token output is the secret itself),
   * and only of secrets (or parts) of at least 8 characters: a short secret is a common word
   * more often than not, and `created: true` must not become `***` for a user whose secret is
   * `true`, or every `if:` reading it breaks.
   */
  setOutputs(outputs: Record<string, string>, secret: readonly string[]): void;
  /** Appends to the job summary; a failure to write is a warning, never the run's failure. */
  writeSummary(markdown: string): Promise<void>;
  /**
   * Writes a report file the user asked for (redacted), only as a regular file (never into a FIFO
   * or device); within `roots` through real folders only, else never through a link to nothing.
   * A failure to write is a warning.
   */
  writeFile(path: string, content: string, roots?: readonly string[]): Promise<void>;
}

function boundLines(text: string): string {
  if (text.length <= LOG_LINE_MAX_CHARS) return text;
  return text
    .split('\n')
    .map((line) =>
      line.length > LOG_LINE_MAX_CHARS ? `${line.slice(0, LOG_LINE_MAX_CHARS)}… [line cut]` : line,
    )
    .join('\n');
}

/** An annotation: a title of one short line, a message of a bounded number of lines. */
const MAX_TITLE = 120;
function boundAnnotation(message: string): string {
  const lines = boundLines(message);
  return lines.length > ANNOTATION_MAX_CHARS ? `${lines.slice(0, ANNOTATION_MAX_CHARS)}… [cut]` : lines;
}

/**
 * In outputs, only secrets (or parts) this long are redacted; `source: upload` only looks for
 * secrets this long in the files it archives.
 */
export const OUTPUT_MIN_SECRET = 8;

export function openRunnerIO(port: RunnerPort, secrets: Array<string | undefined>): RunnerIO {
  const redactor = new Redactor();
  const clean = (text: string): string => redactor.apply(text);
  const mask = (value: string | undefined): void => {
    for (const part of redactor.add(value)) port.setSecret(part);
  };
  for (const secret of secrets) mask(secret);

  const log = runnerLog(port, clean);
  return {
    log,
    mask,
    redact: clean,
    setOutputs: (outputs, secret) => {
      for (const [name, value] of Object.entries(outputs))
        port.setOutput(name, secret.includes(name) ? value : redactor.apply(value, OUTPUT_MIN_SECRET));
    },
    writeFile: async (path, content, roots) => {
      try {
        await writeReportFile(path, clean(content), roots);
      } catch (error) {
        const why = error instanceof RefusedFile ? `it is ${error.message}` : (error as Error).message;
        log.warning(`${path} could not be written: ${why}`, 'Report not written');
      }
    },
    writeSummary: async (markdown) => {
      try {
        await port.appendSummary(clean(markdown));
      } catch (error) {
        log.warning(`The job summary could not be written: ${(error as Error).message}`);
      }
    },
  };
}

/** The log on the runner's workflow commands: every message redacted, bounded, titles made safe. */
function runnerLog(port: RunnerPort, clean: (text: string) => string): Log {
  const heading = (title: string): string => clip(printable(clean(title)), MAX_TITLE);
  let depth = 0;
  return {
    info: (message) => port.info(boundLines(clean(message))),
    notice: (message, title) =>
      port.annotate('notice', boundAnnotation(clean(message)), title && heading(title)),
    warning: (message, title) =>
      port.annotate('warning', boundAnnotation(clean(message)), title && heading(title)),
    error: (message, title) =>
      port.annotate('error', boundAnnotation(clean(message)), title && heading(title)),
    debug: (message) => {
      if (port.isDebug()) port.debug(clean(message));
    },
    // The runner has no nested groups: inside one, a group is a heading line.
    group: async (name, body) => {
      if (depth > 0) {
        port.info(`▸ ${clean(name)}`);
        return body();
      }
      depth++;
      port.startGroup(clean(name));
      try {
        return await body();
      } finally {
        port.endGroup();
        depth--;
      }
    },
  };
}
