// First of all, before any other module is evaluated: a cancellation that arrives while the run
// is still loading is not lost (it would otherwise kill the process before it wrote any output).
import { termination } from './runner/termination.ts';
import { loadInputs } from './inputs/load.ts';
import { secretValuesOf } from './inputs/secret-inputs.ts';
import { problemText } from './inputs/problem.ts';
import { EXIT_AFTER_MS } from './base/policy.ts';
import { Redactor } from './runner/redact.ts';
import {
  appendSummaryFile,
  RUNNER_FILE_TITLE,
  runnerFiles,
  writeOutputFile,
} from './runner/file-commands.ts';
import { INVALID_INPUTS_STATUS, invalidInputsMarkdown } from './report/invalid-inputs.ts';
import { crashOutputs, outputsOf } from './report/outputs.ts';
import { crashLine, crashMarkdown, INTERNAL_ERROR_TITLE, messageOf } from './report/internal-error.ts';
import { newRunState } from './run/run-state.ts';
import { addMaskCommand, errorCommand, workflowCommand } from './runner/workflow-commands.ts';

// Inputs are checked before anything heavy loads, so a bad input fails in milliseconds and
// no request is sent. The run itself (and @actions/core, undici) loads only when they pass; the
// YAML parser only for a run with a fleet manifest or a checks file.
const result = await loadInputs(process.env);
if (result.ok) {
  const [{ run }, { actionsCorePort }, { systemClock }] = await Promise.all([
    import('./main.ts'),
    import('./runner/actions-core.ts'),
    import('./time/clock.ts'),
  ]);
  // The outputs the run sets, as it sets them (redacted): a bug that escapes the run keeps them.
  const port = await actionsCorePort();
  const set: Record<string, string> = {};
  try {
    const state = await run(result.inputs, {
      clock: systemClock,
      random: Math.random,
      signal: termination.signal,
      reporting: termination.reporting,
      port: { ...port, setOutput: (name, value) => ((set[name] = value), port.setOutput(name, value)) },
      env: process.env,
      ownFiles: runnerFiles(process.env),
    });
    if (state.failure) process.exitCode = 1;
    exitSoon();
  } catch (error) {
    // run() reports every failure it expects; this is a bug's last line of defence. Its
    // message may hold anything, so it is redacted like everything else; every output is still
    // written (status INTERNAL_ERROR), as for any failure — unless writing them was the bug.
    const redactor = new Redactor();
    for (const value of secretValuesOf(result.inputs)) redactor.add(value);
    const message = redactor.apply(messageOf(error));
    console.log(errorCommand(crashLine(message), INTERNAL_ERROR_TITLE));
    process.exitCode = 1;
    // A file that cannot be written was warned of when the run began: not again.
    writeOutputFile(process.env, crashOutputs(set, result.inputs.command, Date.now()));
    appendSummaryFile(process.env, crashMarkdown(message));
    exitSoon();
  }
} else {
  // Refused inputs still give every output (status INVALID_INPUTS) and a summary card.
  const redactor = new Redactor();
  for (const value of result.secretValues)
    for (const part of redactor.add(value)) console.log(addMaskCommand(part));
  const problems = result.problems.map((p) => redactor.apply(problemText(p)));
  console.log(
    errorCommand(
      `Invalid inputs; nothing was sent:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      'Invalid inputs',
    ),
  );
  const unwritten = [
    writeOutputFile(process.env, {
      ...outputsOf(newRunState('deploy', Date.now())),
      status: INVALID_INPUTS_STATUS,
    }),
    appendSummaryFile(process.env, invalidInputsMarkdown(problems, result.workflow)),
  ];
  for (const warning of unwritten)
    if (warning) console.log(workflowCommand('warning', warning, { title: RUNNER_FILE_TITLE }));
  process.exitCode = 1;
}

/**
 * Everything is written: whatever a library may still hold open (a retry timer of the run-interface
 * client, a socket a cancelled request was opening) must not keep the step running. The process
 * ends on its own when nothing is left; otherwise this ends it shortly.
 */
function exitSoon(): void {
  setTimeout(() => process.exit(), EXIT_AFTER_MS).unref();
}
