import { readInputs, secretValuesOf } from './inputs/read.ts';
import { CANCEL_GRACE_MS } from './policy.ts';
import { abortOnTermination } from './runner/cancellation.ts';
import { Redactor } from './runner/redact.ts';
import { appendSummaryFile, writeOutputFile } from './runner/file-commands.ts';
import { INVALID_INPUTS_STATUS, invalidInputsMarkdown } from './report/invalid-inputs.ts';
import { outputsOf } from './report/outputs.ts';
import { newRunState } from './report/run-state.ts';
import { addMaskCommand, errorCommand } from './runner/workflow-commands.ts';

// First of all: a cancellation that arrives while the run is still loading is not lost (it would
// otherwise kill the process before it wrote any output).
const termination = abortOnTermination(CANCEL_GRACE_MS);

// Inputs are checked before anything heavy loads, so a bad input fails in milliseconds and
// no request is sent. The run itself (and @actions/core, undici) loads only when they pass.
const result = readInputs(process.env);
if (result.ok) {
  const [{ run }, { actionsCorePort }, { systemClock }] = await Promise.all([
    import('./main.ts'),
    import('./runner/actions-core.ts'),
    import('./time/clock.ts'),
  ]);
  try {
    const state = await run(result.inputs, {
      clock: systemClock,
      random: Math.random,
      signal: termination.signal,
      reporting: termination.reporting,
      port: await actionsCorePort(),
      env: process.env,
    });
    if (state.failure) process.exitCode = 1;
  } catch (error) {
    // run() reports every failure it expects; this is a bug's last line of defence. Its
    // message may hold anything, so it is redacted like everything else.
    const redactor = new Redactor();
    for (const value of secretValuesOf(result.inputs)) redactor.add(value);
    const message = error instanceof Error ? error.message : String(error);
    console.log(errorCommand(`Unexpected error: ${redactor.apply(message)}`, 'Unexpected error'));
    process.exitCode = 1;
  }
} else {
  // Refused inputs still give every output (status INVALID_INPUTS) and a summary card.
  const redactor = new Redactor();
  for (const value of result.secretValues)
    for (const part of redactor.add(value)) console.log(addMaskCommand(part));
  const problems = result.problems.map((p) => redactor.apply(p));
  console.log(
    errorCommand(
      `Invalid inputs; nothing was sent:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      'Invalid inputs',
    ),
  );
  writeOutputFile(process.env, {
    ...outputsOf(newRunState('deploy', Date.now())),
    status: INVALID_INPUTS_STATUS,
  });
  appendSummaryFile(process.env, invalidInputsMarkdown(problems));
  process.exitCode = 1;
}
