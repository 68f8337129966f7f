import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';

/**
 * The runner's file commands in their own format, for the start-up path (invalid inputs), where
 * @actions/core is not loaded (workflow-commands.ts says why): each output as
 * `name<<delimiter`, the value, the delimiter — the delimiter random, so no value can end it.
 */
export function writeOutputFile(env: NodeJS.ProcessEnv, outputs: Record<string, string>): void {
  if (!env.GITHUB_OUTPUT) return;
  let text = '';
  for (const [name, value] of Object.entries(outputs)) {
    const delimiter = `ghadelimiter_${randomUUID()}`;
    text += `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
  }
  appendFileSync(env.GITHUB_OUTPUT, text);
}

export function appendSummaryFile(env: NodeJS.ProcessEnv, markdown: string): void {
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, markdown);
}
