#!/usr/bin/env node
// First of all, before any other module is evaluated: a SIGINT/SIGTERM that arrives while the CLI
// is still loading is not lost (the action's entry does the same, with the same module).
import { termination } from '../runner/termination.ts';
import './bundled.ts';
import { EXIT_AFTER_MS } from '../base/policy.ts';
import { EXIT } from './exit-codes.ts';
import { cli } from './run-cli.ts';

const stdout = guardStream(process.stdout);
const stderr = guardStream(process.stderr);

/** `langgraph-deploy`: the bundle's entry (scripts/build-cli.ts). */
let code = await cli({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  stdout: stdout.write,
  stderr: stderr.write,
  stderrIsTTY: process.stderr.isTTY,
  signal: termination.signal,
  reporting: termination.reporting,
});
// Until the error of a write just made has been reported (it comes a tick or two later).
await new Promise((resolve) => setImmediate(resolve));
// What went to stdout (--json, --help) was lost: a run that succeeded did not deliver its results.
const lost = stdout.failure();
if (lost !== undefined && code === EXIT.ok.code) {
  stderr.write(`error: stdout could not be written (${lost}); its output is lost\n`);
  code = EXIT.failed.code;
}
process.exitCode = code;
// Everything is written: whatever a library still holds open must not keep the CLI running.
setTimeout(() => process.exit(), EXIT_AFTER_MS).unref();

/**
 * stdout or stderr as the CLI writes to them. A write that fails — the reader of a pipe went away
 * (`2>&1 | head`), a full disk — arrives as an 'error' event, which would end the process halfway
 * through a deploy (no outputs, no rollback). Here it is kept instead: later writes to that stream
 * are dropped, the run goes on, and the bin tells whether the results on stdout were lost
 * (`failure()`: the error code of the first failed write, if any).
 */
function guardStream(stream: NodeJS.WritableStream): {
  write(text: string): void;
  failure(): string | undefined;
} {
  let failed: string | undefined;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    failed ??= error.code ?? error.message;
  });
  return {
    write: (text) => {
      if (failed === undefined) stream.write(text);
    },
    failure: () => failed,
  };
}
