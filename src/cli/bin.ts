#!/usr/bin/env node
// First of all, before any other module is evaluated: a SIGINT/SIGTERM that arrives while the CLI
// is still loading is not lost (the action's entry does the same, with the same module).
import { termination } from '../runner/termination.ts';
import './bundled.ts';
import { EXIT_AFTER_MS } from '../base/policy.ts';
import { cli } from './main.ts';

/** `langgraph-deploy`: the bundle's entry (scripts/build-cli.ts). */
process.exitCode = await cli({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTTY: process.stderr.isTTY,
  signal: termination.signal,
  reporting: termination.reporting,
});
// Everything is written: whatever a library still holds open must not keep the CLI running.
setTimeout(() => process.exit(), EXIT_AFTER_MS).unref();
