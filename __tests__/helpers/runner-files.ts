import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './temp.ts';

/** Temp files the runner hands an action: GITHUB_OUTPUT and GITHUB_STEP_SUMMARY. */
export function runnerFiles(): { dir: string; output: string; summary: string } {
  const dir = tempDir('runner');
  const output = join(dir, 'output');
  const summary = join(dir, 'summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  return { dir, output, summary };
}

/** Parses the `name<<DELIMITER` blocks the runner reads from GITHUB_OUTPUT. */
export function parseOutputFile(path: string): Record<string, string> {
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  const outputs: Record<string, string> = {};
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
    outputs[m[1]!] = value.join('\n');
  }
  return outputs;
}

/** `INPUT_*` variables as the runner sets them. */
export function inputEnv(inputs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inputs).map(([k, v]) => [`INPUT_${k.replace(/ /g, '_').toUpperCase()}`, v]),
  );
}

/** The workflow context of a push to main in acme/agent. */
export const GITHUB_ENV = {
  GITHUB_REPOSITORY: 'acme/agent',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_EVENT_NAME: 'push',
};

/**
 * Lines that reveal any of the secrets. `::add-mask::` lines are the one place a secret may
 * appear: that is how the runner learns what to mask.
 */
export function leakedLines(text: string, secrets: string[]): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('::add-mask::'))
    .filter((line) => secrets.some((s) => line.includes(s)));
}
