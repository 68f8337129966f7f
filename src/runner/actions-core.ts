import { neutralizeCommands } from './neutralize.ts';
import type { RunnerPort } from './port.ts';

/** The production port: @actions/core, loaded only once the inputs are valid (it costs ~80 ms). */
export async function actionsCorePort(env: NodeJS.ProcessEnv = process.env): Promise<RunnerPort> {
  const core = await import('@actions/core');
  return {
    // The runner reads every line as a possible workflow command: server text must not start one.
    info: (text) => core.info(neutralizeCommands(text)),
    debug: (text) => core.debug(text),
    isDebug: () => core.isDebug(),
    annotate: (kind, message, title) => core[kind](message, title ? { title } : {}),
    startGroup: (name) => core.startGroup(name),
    endGroup: () => core.endGroup(),
    setOutput: (name, value) => core.setOutput(name, value),
    setSecret: (value) => core.setSecret(value),
    appendSummary: async (markdown) => {
      if (!env.GITHUB_STEP_SUMMARY) return;
      await core.summary.addRaw(markdown).write();
    },
  };
}
