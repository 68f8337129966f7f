import { readInputs } from './inputs/read.ts';
import { addMaskCommand, errorCommand } from './runner/workflow-commands.ts';

// Inputs are checked before anything heavy loads, so a bad input fails in milliseconds and
// no request is sent. The run itself (and @actions/core, undici) loads only when they pass.
const result = readInputs(process.env);
if (result.ok) {
  const { run } = await import('./main.ts');
  await run(result.inputs).catch((error: unknown) => {
    // run() reports every failure it expects; this is a bug's last line of defence.
    console.log(
      errorCommand(
        `Unexpected error: ${error instanceof Error ? error.message : String(error)}`,
        'Unexpected error',
      ),
    );
    process.exitCode = 1;
  });
} else {
  for (const value of result.secretValues) console.log(addMaskCommand(value));
  const problems = result.problems.map((p) => `  - ${p}`).join('\n');
  console.log(errorCommand(`Invalid inputs; nothing was sent:\n${problems}`, 'Invalid inputs'));
  process.exitCode = 1;
}
