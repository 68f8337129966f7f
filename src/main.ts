import * as core from '@actions/core';
import { deleteCommand } from './commands/delete.ts';
import { deployCommand } from './commands/deploy.ts';
import { smokeTestCommand } from './commands/smoke-test.ts';
import { statusCommand } from './commands/status.ts';
import { waitAuthCommand } from './commands/wait-auth.ts';
import { createCaller } from './control-plane/caller.ts';
import { createControlPlane } from './control-plane/client.ts';
import type { RunContext } from './deploy/context.ts';
import { openGitHubSideChannels } from './github/side-channels.ts';
import { loadDispatchers } from './http/proxy.ts';
import { createUndiciTransport, type Transport } from './http/transport.ts';
import type { Command, Inputs } from './inputs/types.ts';
import { describeFailure } from './report/failure.ts';
import { langsmithDeploymentUrl } from './report/links.ts';
import { outputsOf } from './report/outputs.ts';
import { newRunState, type RunState } from './report/run-state.ts';
import { summaryMarkdown } from './report/summary.ts';
import { abortOnTermination } from './runner/cancellation.ts';
import { coreLog } from './runner/core-log.ts';
import type { Log } from './runner/log.ts';
import { Redactor } from './runner/redact.ts';
import { systemClock, type Clock, type Random } from './time/clock.ts';

/** What a run needs from the outside world; tests swap the clock and the cancellation signal. */
export interface Deps {
  clock: Clock;
  random: Random;
  /** Defaults to SIGINT/SIGTERM. */
  signal?: AbortSignal;
}

type CommandRun = (ctx: RunContext, mask: (value: string) => void) => Promise<void>;

const COMMANDS: Record<Command, CommandRun> = {
  deploy: deployCommand,
  delete: deleteCommand,
  status: statusCommand,
  'wait-auth': waitAuthCommand,
  'smoke-test': smokeTestCommand,
};

/** One run of the action, after its inputs were validated. */
export async function run(
  inputs: Inputs,
  deps: Deps = { clock: systemClock, random: Math.random },
): Promise<RunState> {
  const { redactor, mask } = protectSecrets(inputs);
  const log = coreLog(redactor);
  const termination = deps.signal ? undefined : abortOnTermination();
  const signal = deps.signal ?? termination!.signal;
  const state = newRunState(inputs.command, deps.clock.now());
  const dispatchers = await loadDispatchers();
  const transport = await createUndiciTransport(dispatchers);
  const fetch = dispatchers.fetch();
  const github = await openGitHubSideChannels(inputs, log, process.env, fetch);
  try {
    await github.begin(state);
    await COMMANDS[inputs.command](context(inputs, deps, { transport, fetch, signal, log, state }), mask);
  } catch (error) {
    state.failure = describeFailure(error, state);
  } finally {
    state.finishedAt = deps.clock.now();
    state.langsmithUrl = langsmithDeploymentUrl(inputs, state);
    termination?.dispose();
  }
  await github.end(state);
  await dispatchers.close();
  await publish(state, log, redactor);
  return state;
}

/** Registers every secret with the runner and the redactor before anything is logged. */
function protectSecrets(inputs: Inputs): { redactor: Redactor; mask: (value: string) => void } {
  const redactor = new Redactor();
  const mask = (value: string): void => {
    for (const part of redactor.add(value)) core.setSecret(part);
  };
  for (const value of [
    inputs.controlPlane.apiKey,
    inputs.github.token ?? '',
    ...(inputs.deployment.secrets ?? []).map((s) => s.value),
  ]) {
    mask(value);
  }
  return { redactor, mask };
}

function context(
  inputs: Inputs,
  deps: Deps,
  parts: {
    transport: Transport;
    fetch: typeof globalThis.fetch;
    signal: AbortSignal;
    log: Log;
    state: RunState;
  },
): RunContext {
  const deadline = deps.clock.now() + inputs.wait.timeoutMs;
  // Retries pace like polls: full jitter over poll_interval·2^n, capped at poll_max_interval.
  const retry = { baseMs: inputs.wait.poll.initialMs, capMs: inputs.wait.poll.maxMs, maxAttempts: 8 };
  const call = createCaller({
    ...inputs.controlPlane,
    transport: parts.transport,
    clock: deps.clock,
    random: deps.random,
    signal: parts.signal,
    deadline,
    timeoutMs: inputs.wait.timeoutMs,
    retry,
    // One hung connection may not eat the budget: 30 s, or a quarter of the timeout.
    requestTimeoutMs: Math.min(30_000, inputs.wait.timeoutMs / 4),
    log: parts.log,
  });
  return {
    inputs,
    cp: createControlPlane(call),
    clock: deps.clock,
    random: deps.random,
    deadline,
    retry,
    ...parts,
  };
}

/** Outputs, job summary and the failure, from what the run learned; the same in every outcome. */
async function publish(state: RunState, log: Log, redactor: Redactor): Promise<void> {
  for (const [name, value] of Object.entries(outputsOf(state))) core.setOutput(name, value);
  if (process.env.GITHUB_STEP_SUMMARY) {
    await core.summary
      .addRaw(redactor.apply(summaryMarkdown(state)))
      .write()
      .catch((error: unknown) =>
        log.warning(`The job summary could not be written: ${(error as Error).message}`),
      );
  }
  if (state.failure) {
    log.error(state.failure.message, state.failure.title);
    process.exitCode = 1;
  }
}
