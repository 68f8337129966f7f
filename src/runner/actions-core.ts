import {
  appendRunnerFile,
  RUNNER_FILE_NAMES,
  RUNNER_FILE_TITLE,
  runnerFileWarning,
  type RunnerFile,
} from './file-commands.ts';
import { neutralizeCommands } from './neutralize.ts';
import type { RunnerPort } from './port.ts';

/** The production port: @actions/core, loaded only once the inputs are valid (it costs ~80 ms). */
export async function actionsCorePort(env: NodeJS.ProcessEnv = process.env): Promise<RunnerPort> {
  const core = await import('@actions/core');
  // @actions/core throws at the first output when GITHUB_OUTPUT's file does not exist, and refuses
  // a summary file that does not: each is made now (GitHub's runner makes both before the step; a
  // run by hand may name a new one) by appending nothing, or gets one warning naming it and is let be.
  const unwritable = new Set<RunnerFile>();
  const warn = (name: RunnerFile, warning: string): void => {
    unwritable.add(name);
    core.warning(warning, { title: RUNNER_FILE_TITLE });
  };
  for (const name of RUNNER_FILE_NAMES) {
    const warning = appendRunnerFile(env, name, '');
    if (warning) warn(name, warning);
  }
  /** A write to a runner file; one that fails is warned of once, and the file is let be. */
  const write = async (name: RunnerFile, body: () => unknown): Promise<void> => {
    if (unwritable.has(name)) return;
    try {
      await body();
    } catch (error) {
      warn(name, runnerFileWarning(name, env[name] ?? '', error));
    }
  };
  return {
    // The runner reads every line as a possible workflow command: server text must not start one.
    info: (text) => core.info(neutralizeCommands(text)),
    debug: (text) => core.debug(text),
    isDebug: () => core.isDebug(),
    annotate: (kind, message, title) => core[kind](message, title ? { title } : {}),
    startGroup: (name) => core.startGroup(name),
    endGroup: () => core.endGroup(),
    setOutput: (name, value) => void write('GITHUB_OUTPUT', () => core.setOutput(name, value)),
    setSecret: (value) => core.setSecret(value),
    appendSummary: async (markdown) => {
      if (!env.GITHUB_STEP_SUMMARY) return;
      await write('GITHUB_STEP_SUMMARY', () => core.summary.addRaw(markdown).write());
    },
  };
}
