import { readInputs } from './inputs/read.ts';
import { CANCEL_GRACE_MS } from './policy.ts';
import { abortOnTermination } from './runner/cancellation.ts';
import { maskableParts } from './runner/redact.ts';
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
    // run() reports every failure it expects; this is a bug's last line of defence.
    console.log(
      errorCommand(
        `Unexpected error: ${error instanceof Error ? error.message : String(error)}`,
        'Unexpected error',
      ),
    );
    process.exitCode = 1;
  }
} else {
  for (const part of new Set(result.secretValues.flatMap(maskableParts))) console.log(addMaskCommand(part));
  const problems = result.problems.map((p) => `  - ${p}`).join('\n');
  console.log(errorCommand(`Invalid inputs; nothing was sent:\n${problems}`, 'Invalid inputs'));
  process.exitCode = 1;
}
