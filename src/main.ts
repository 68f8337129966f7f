import type { RunContext } from './run/context.ts';
import type { SideChannels } from './github/side-channels.ts';
import { deleteCommand } from './commands/delete.ts';
import { deployCommand } from './commands/deploy.ts';
import { planCommand } from './commands/plan.ts';
import { promoteCommand } from './commands/promote.ts';
import { pruneCommand } from './commands/prune.ts';
import { reportCommand } from './commands/report.ts';
import { rollbackCommand } from './commands/rollback.ts';
import { smokeTestCommand } from './commands/smoke-test.ts';
import { statusCommand } from './commands/status.ts';
import { waitAuthCommand } from './commands/wait-auth.ts';
import { createCaller } from './control-plane/caller.ts';
import { createControlPlane } from './control-plane/client.ts';
import { openGitHubSideChannels } from './github/side-channels.ts';
import { triggerOf } from './github/run.ts';
import { loadDispatchers, type Dispatchers } from './http/proxy.ts';
import { systemLookup, type Lookup } from './http/lookup.ts';
import { createUndiciTransport, type Transport } from './http/transport.ts';
import { secretValuesOf } from './inputs/secret-inputs.ts';
import { reportRoots } from './inputs/checks.ts';
import { resolve } from 'node:path';
import type { Command, Inputs } from './inputs/types.ts';
import { MAX_ATTEMPTS, reportingReserveMs, requestTimeoutMs } from './base/policy.ts';
import { describeFailure } from './report/failure.ts';
import { checksWarning } from './report/gate-words.ts';
import { langsmithDeploymentUrl } from './report/links.ts';
import { outputsOf, SECRET_OUTPUTS } from './report/outputs.ts';
import { newRunState, type RunState } from './run/run-state.ts';
import { junitXml } from './report/junit.ts';
import { summaryMarkdown } from './report/summary.ts';
import type { RunnerPort } from './runner/port.ts';
import { redactDeep } from './runner/redact.ts';
import { openRunnerIO, type RunnerIO } from './runner/runner-io.ts';
import { Budget } from './time/budget.ts';
import { timedSignal } from './time/limit.ts';
import type { Clock, Random } from './time/clock.ts';
import { noteLangsmithUrl } from './deploy/target.ts';

/** What a run needs from the outside world; tests swap every part. */
interface Deps {
  clock: Clock;
  random: Random;
  /** Aborts when the workflow is cancelled. */
  signal: AbortSignal;
  /** Aborts when slow reporting (GitHub) must stop: the grace after a cancellation is over. */
  reporting: AbortSignal;
  /** The runner: @actions/core in production. */
  port: RunnerPort;
  /** The runner's environment (GITHUB_*, proxies). */
  env: NodeJS.ProcessEnv;
  /** Raw HTTP; undici through the proxy-aware dispatchers unless a test scripts it. */
  transport?: Transport;
  /** Name resolution; the system's unless a test scripts it. */
  lookup?: Lookup;
  /** Files the front end writes with the run's results (its outputs, its summary): never archived. */
  ownFiles?: readonly string[];
}

const COMMANDS: Record<Command, (ctx: RunContext) => Promise<void>> = {
  deploy: deployCommand,
  rollback: rollbackCommand,
  promote: promoteCommand,
  delete: deleteCommand,
  status: statusCommand,
  'wait-auth': waitAuthCommand,
  'smoke-test': smokeTestCommand,
  plan: planCommand,
  report: reportCommand,
  prune: pruneCommand,
};

/** One run of the action, after its inputs were validated. */
export async function run(inputs: Inputs, deps: Deps): Promise<RunState> {
  const io = openRunnerIO(deps.port, secretValuesOf(inputs));
  // Before any request: inputs set that this run will not use.
  for (const warning of inputs.warnings) io.log.warning(warning, 'Input has no effect');
  const state = newRunState(inputs.command, deps.clock.now());
  state.repoUrl = inputs.deployment.repoUrl;
  state.frontEnd = inputs.frontEnd;
  state.trigger = triggerOf(inputs.workflow);
  const dispatchers = await loadDispatchers(deps.env);
  // Reporting to GitHub ends with `timeout`, or with the grace after a cancellation.
  const reportingEnds = timedSignal(inputs.wait.timeoutMs, [deps.reporting]).signal;
  const github = await openGitHubSideChannels(inputs, io, dispatchers.fetch(), reportingEnds);
  const ctx = await context(inputs, deps, io, dispatchers, state, github);
  try {
    // Cases from a LangSmith dataset: read before anything is deployed (with the checks' chunk).
    if (inputs.checks?.dataset) await (await import('./gate/agent-suites.ts')).readDatasetCases(ctx);
    await COMMANDS[inputs.command](ctx);
  } catch (error) {
    state.failure = describeFailure(error, state, inputs);
  } finally {
    state.finishedAt = deps.clock.now();
    noteLangsmithUrl(state, langsmithDeploymentUrl(inputs, state));
  }
  // Outputs and the summary first: they are written within moments, whatever GitHub does.
  await publish(state, io, inputs);
  await github.end(state);
  await dispatchers.close();
  return state;
}

async function context(
  inputs: Inputs,
  deps: Deps,
  io: RunnerIO,
  dispatchers: Dispatchers,
  state: RunState,
  github: SideChannels,
): Promise<RunContext> {
  // With GitHub reporting on, the end of `timeout` is kept for it.
  const budget = Budget.start(deps.clock, inputs.wait.timeoutMs, deps.signal).keeping(
    github.active ? reportingReserveMs(inputs.wait.timeoutMs) : 0,
  );
  // Retries pace like polls: full jitter over poll_interval·2^n, capped at poll_max_interval.
  const retry = {
    baseMs: inputs.wait.poll.initialMs,
    capMs: inputs.wait.poll.maxMs,
    maxAttempts: MAX_ATTEMPTS,
  };
  const transport = deps.transport ?? (await createUndiciTransport(dispatchers));
  const call = createCaller({
    ...inputs.controlPlane,
    transport,
    random: deps.random,
    budget,
    retry,
    requestTimeoutMs: requestTimeoutMs(inputs.wait.timeoutMs),
    log: io.log,
    redact: io.redact,
  });
  return {
    inputs,
    cp: createControlPlane(call),
    clock: deps.clock,
    random: deps.random,
    budget,
    retry,
    log: io.log,
    mask: io.mask,
    redact: io.redact,
    transport,
    lookup: deps.lookup ?? systemLookup,
    ownFiles: [...(deps.ownFiles ?? []), ...[junitFile(inputs)].filter((f) => f !== undefined)],
    fetch: dispatchers.fetch(),
    state,
    notify: (event) => github.notify(event, state),
  };
}

/** Where `checks_junit` goes: resolved from the workspace (written only under reportRoots, but by the CLI). */
function junitFile(inputs: Inputs): string | undefined {
  const junit = inputs.checks?.junitPath;
  return junit ? resolve(inputs.workflow.workspace ?? '.', junit) : undefined;
}

/** Outputs, job summary and the failure, from what the run learned; the same in every outcome. */
async function publish(state: RunState, io: RunnerIO, inputs: Inputs): Promise<void> {
  io.setOutputs(outputsOf(state), SECRET_OUTPUTS);
  // Redacted before it is rendered: escaping and cutting must not hide a secret from the redactor.
  await io.writeSummary(summaryMarkdown(redactDeep(state, io.redact)));
  const junit = junitFile(inputs);
  if (junit && state.gate.checks)
    await io.writeFile(
      junit,
      junitXml(redactDeep(state.gate.checks, io.redact)),
      inputs.checks!.junitAnywhere ? undefined : reportRoots(inputs.workflow),
    );
  const warning = checksWarning(state, inputs.checks?.failOn);
  if (warning) io.log.warning(warning.message, warning.title);
  if (state.failure) io.log.error(state.failure.message, state.failure.title);
}
