import { writeFileSync } from 'node:fs';
import { DOTENV_MAX_BYTES } from '../base/policy.ts';

/**
 * Every output as `KEY=value` lines, GitLab's dotenv report (also GITHUB_OUTPUT's one-line form,
 * and a Java properties file for the simple values): one line each, so no value can add a line
 * of its own (a server's newline must not set another variable for later jobs). Values that would
 * take the file past DOTENV_MAX_BYTES are left empty, the largest first, and named.
 */
export function dotenvText(outputs: Record<string, string>): { text: string; leftOut: string[] } {
  const values = new Map(Object.entries(outputs).map(([k, v]) => [k, v.replace(/[\r\n]+/g, ' ')]));
  const leftOut: string[] = [];
  const render = (): string => [...values].map(([k, v]) => `${k}=${v}\n`).join('');
  while (Buffer.byteLength(render()) > DOTENV_MAX_BYTES) {
    const [largest] = [...values].sort((a, b) => b[1].length - a[1].length)[0]!;
    values.set(largest, '');
    leftOut.push(largest);
  }
  return { text: render(), leftOut };
}

export interface Results {
  outputs: Record<string, string>;
  summary: string;
}

export interface ResultTargets {
  json: boolean;
  outputFile?: string;
  summaryFile?: string;
}

/**
 * Writes the run's results where the command line asked: the files, then the JSON on stdout.
 * Returns what could not be written (a warning each); the JSON always goes out.
 */
export function writeResults(
  results: Results,
  to: ResultTargets,
  stdout: (text: string) => void,
): { problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (to.outputFile) {
    const { text, leftOut } = dotenvText(results.outputs);
    if (leftOut.length)
      warnings.push(
        `${leftOut.join(', ')} left empty in ${to.outputFile}: the file would pass ${DOTENV_MAX_BYTES} bytes, more than GitLab's dotenv report takes; --json has every value.`,
      );
    write(to.outputFile, text, '--output-file', problems);
  }
  if (to.summaryFile) write(to.summaryFile, results.summary, '--summary-file', problems);
  if (to.json) stdout(`${JSON.stringify(results.outputs)}\n`);
  return { problems, warnings };
}

function write(path: string, text: string, flag: string, problems: string[]): void {
  try {
    writeFileSync(path, text);
  } catch (error) {
    const code = (error as { code?: string }).code;
    problems.push(`${flag} ${path} could not be written (${code ?? (error as Error).message})`);
  }
}
