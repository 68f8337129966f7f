import { resolve } from 'node:path';
import { loadInputs } from '../inputs/load.ts';
import { problemText } from '../inputs/problem.ts';
import type { ReadResult } from '../inputs/read.ts';
import { secretValuesOf } from '../inputs/secret-inputs.ts';
import type { Command, Inputs } from '../inputs/types.ts';
import { run } from '../main.ts';
import { INVALID_INPUTS_STATUS, invalidInputsMarkdown } from '../report/invalid-inputs.ts';
import { CLI_PROGRAM } from '../inputs/front-end.ts';
import { crashLine, crashMarkdown, messageOf } from '../report/internal-error.ts';
import { crashOutputs, outputsOf, SECRET_OUTPUTS } from '../report/outputs.ts';
import { newRunState, type RunState } from '../run/run-state.ts';
import { recapLine } from '../report/recap.ts';
import { openRunnerIO, type RunnerIO } from '../runner/runner-io.ts';
import { systemClock, type Clock, type Random } from '../time/clock.ts';
import { parseInvocation, type CliOptions, type Invocation } from './args.ts';
import { EXIT, exitCodeOf } from './exit-codes.ts';
import { commandHelp, generalHelp } from './help.ts';
import { resultFileProblems, writeResults } from './results.ts';
import { cliInputSource, gitHubOnlyProblems, inGitHubActions } from './source.ts';
import { TerminalPort, wantsColour } from './terminal-port.ts';
import { VERSION } from './version.ts';

/** What the CLI touches of the process: tests run it in process with their own. */
interface CliProcess {
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
  stderrIsTTY?: boolean;
  /** Aborted by the first SIGINT/SIGTERM (runner/termination.ts in the bin). */
  signal: AbortSignal;
  /** Aborted when reporting must stop too: the grace after a cancellation. */
  reporting: AbortSignal;
  /** The system's clock and Math.random unless a test brings its own. */
  clock?: Clock;
  random?: Random;
}

type RunInvocation = Extract<Invocation, { kind: 'run' }>;

/** One invocation of `langgraph-deploy`; resolves to its exit code. */
export async function cli(proc: CliProcess): Promise<number> {
  const invocation = parseInvocation(proc.argv, proc.env, inGitHubActions(proc.env));
  if (invocation.kind === 'help') {
    proc.stdout(invocation.command ? commandHelp(invocation.command) : generalHelp(VERSION));
    return EXIT.ok.code;
  }
  if (invocation.kind === 'version') {
    // Node's version too: what a bug report needs first.
    proc.stdout(`${CLI_PROGRAM} ${VERSION} (Node ${process.versions.node})\n`);
    return EXIT.ok.code;
  }
  const { command, options } = invocation;
  const port = terminalPortOf(proc, options);
  const { read, problems, fileProblems } = await readChecked(invocation, proc);
  const io = openRunnerIO(port, read.ok ? secretValuesOf(read.inputs) : read.secretValues);
  for (const warning of invocation.warnings) io.log.warning(warning);
  for (const note of invocation.notes) io.log.info(note);
  const { code, state } =
    !read.ok || problems.length || !command
      ? { code: await refuse(problems, command, read, proc, io), state: undefined }
      : await runCommand(read.inputs, command, options, proc, port, io);
  // The JSON and the result files; one that cannot be written fails a run that succeeded.
  const written = await writeResults(
    { outputs: port.outputs, summary: port.summary },
    // A file refused above is not tried again: the JSON still goes out.
    fileProblems.length ? { json: options.json } : options,
    proc.stdout,
    proc.cwd,
  );
  for (const warning of written.warnings) io.log.warning(warning);
  for (const problem of written.problems) io.log.error(problem, 'Results not written');
  // A run ends on one line a person can read at a glance; --json has the same as data.
  if (state && !options.json) io.log.info(recapLine(state));
  return written.problems.length && code === EXIT.ok.code ? EXIT.failed.code : code;
}

/** The terminal the run's log, outputs and summary go through, in the log format of where it runs. */
function terminalPortOf(proc: CliProcess, options: CliOptions): TerminalPort {
  const { env } = proc;
  const format = inGitHubActions(env) ? 'github' : env.GITLAB_CI === 'true' ? 'gitlab' : 'plain';
  return new TerminalPort({
    write: proc.stderr,
    format,
    colour: wantsColour(env, proc.stderrIsTTY),
    debug: options.debug || (format === 'github' && env.RUNNER_DEBUG === '1'),
    now: () => (proc.clock ?? systemClock).now(),
  });
}

/**
 * The inputs read and checked as the action checks them, and every problem found before anything
 * is sent: the arguments', the inputs', and the result files' (`fileProblems` also on their own).
 */
async function readChecked(
  invocation: RunInvocation,
  proc: CliProcess,
): Promise<{ read: ReadResult; problems: string[]; fileProblems: string[] }> {
  const { command, given, options } = invocation;
  const source = cliInputSource(command ?? 'deploy', given, proc.env, proc.cwd);
  // The same reader as the action's, a fleet manifest's entries included.
  const read = await loadInputs(source);
  // Without a command, the inputs' problems would be those of a command nobody asked for.
  const inputProblems = [
    ...(read.ok ? [] : read.problems.map((problem) => problemText(problem, source.label))),
    ...(read.inputs ? gitHubOnlyProblems(read.inputs, given, proc.env) : []),
  ];
  // A result file that cannot be written is found now, not after a deploy that then "fails".
  const junit = read.inputs?.checks?.junitPath;
  const fileProblems = resultFileProblems(
    options,
    proc.cwd,
    junit ? [{ flag: source.label?.('checks_junit') ?? 'checks_junit', path: junit }] : [],
  );
  const problems = [...invocation.problems, ...(command ? inputProblems : []), ...fileProblems];
  return { read, problems, fileProblems };
}

/** Refused: nothing is sent; every output is still written, status INVALID_INPUTS. */
async function refuse(
  problems: string[],
  command: Command | undefined,
  read: ReadResult,
  proc: CliProcess,
  io: RunnerIO,
): Promise<number> {
  io.log.error(
    `Nothing was sent; fix these and run again:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee ${CLI_PROGRAM}${command ? ` ${command}` : ''} --help.`,
    'Invalid inputs',
  );
  const state = newRunState(command ?? 'deploy', (proc.clock ?? systemClock).now());
  io.setOutputs({ ...outputsOf(state), status: INVALID_INPUTS_STATUS }, SECRET_OUTPUTS);
  await io.writeSummary(invalidInputsMarkdown(problems, read.ok ? read.inputs.workflow : read.workflow));
  return EXIT.badInput.code;
}

/** The run itself; a crash is reported with every output written, status INTERNAL_ERROR. */
async function runCommand(
  inputs: Inputs,
  command: Command,
  options: CliOptions,
  proc: CliProcess,
  port: TerminalPort,
  io: RunnerIO,
): Promise<{ code: number; state?: RunState }> {
  try {
    const state = await run(inputs, {
      clock: proc.clock ?? systemClock,
      random: proc.random ?? Math.random,
      signal: proc.signal,
      reporting: proc.reporting,
      port,
      env: proc.env,
      // Written when the run ends: an earlier run's results are no source to upload.
      ownFiles: [options.outputFile, options.summaryFile].flatMap((f) => (f ? [resolve(proc.cwd, f)] : [])),
    });
    return { code: exitCodeOf(state), state };
  } catch (error) {
    // run() reports every failure it expects; this is a bug's last line of defence, redacted.
    // Its results are written as any failure's: every output (what the run had set, the rest
    // empty), status INTERNAL_ERROR.
    const message = io.redact(messageOf(error));
    proc.stderr(`error: ${crashLine(message)}\n`);
    io.setOutputs(crashOutputs(port.outputs, command, (proc.clock ?? systemClock).now()), SECRET_OUTPUTS);
    await io.writeSummary(crashMarkdown(message, 'cli'));
    return { code: EXIT.failed.code };
  }
}
