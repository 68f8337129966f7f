import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';

/**
 * The runner's file commands in their own format, for the start-up path (invalid inputs), where
 * @actions/core is not loaded (workflow-commands.ts says why): each output as
 * `name<<delimiter`, the value, the delimiter — a delimiter the value does not contain, so it
 * cannot end early. (Not node:crypto: loading it costs start-up ~10 ms, and the delimiter needs
 * only to be absent from the value, which is checked.)
 */
export function writeOutputFile(env: NodeJS.ProcessEnv, outputs: Record<string, string>): void {
  if (!env.GITHUB_OUTPUT) return;
  let text = '';
  for (const [name, value] of Object.entries(outputs)) {
    let delimiter: string;
    do delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    while (value.includes(delimiter));
    text += `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
  }
  appendFileSync(env.GITHUB_OUTPUT, text);
}

export function appendSummaryFile(env: NodeJS.ProcessEnv, markdown: string): void {
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, markdown);
}

/** The files the runner has a step write its results to (outputs, job summary), absolute. */
export function runnerFiles(env: NodeJS.ProcessEnv): string[] {
  return [env.GITHUB_OUTPUT, env.GITHUB_STEP_SUMMARY].filter((path): path is string => !!path);
}
