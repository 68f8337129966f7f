/**
 * `npm run test:timings [-- jest arguments]`: runs jest (every suite, unless arguments select
 * some) and writes how long each suite took, slowest first, to stdout and to test-timings.txt:
 * seconds, tests, path; then the wall time and the sum of the suites' own durations (with two
 * workers, the sum is about twice the wall time). Exits as jest did.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

interface SuiteResult {
  name: string;
  startTime: number;
  endTime: number;
  status: string;
  assertionResults: unknown[];
}

const json = join(tmpdir(), `lgda-timings-${process.pid}.json`);
const started = Date.now();
const jest = spawnSync(
  process.execPath,
  [
    '--experimental-vm-modules',
    '--disable-warning=ExperimentalWarning',
    join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
    '--json',
    `--outputFile=${json}`,
    ...process.argv.slice(2),
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
const wall = (Date.now() - started) / 1000;

let suites: SuiteResult[];
try {
  suites = (JSON.parse(readFileSync(json, 'utf8')) as { testResults: SuiteResult[] }).testResults;
  rmSync(json, { force: true });
} catch {
  console.error('test:timings: jest wrote no results');
  process.exit(jest.status ?? 1);
}
const rows = suites
  .map((s) => ({
    seconds: (s.endTime - s.startTime) / 1000,
    failed: s.status !== 'passed',
    tests: s.assertionResults.length,
    path: relative(ROOT, s.name),
  }))
  .sort((a, b) => b.seconds - a.seconds);
const sum = rows.reduce((total, r) => total + r.seconds, 0);
const tests = rows.reduce((total, r) => total + r.tests, 0);
const report = [
  ...rows.map(
    (r) =>
      `${r.seconds.toFixed(1).padStart(7)} s ${String(r.tests).padStart(5)}  ${r.path}${r.failed ? ' (failed)' : ''}`,
  ),
  '',
  `${rows.length} suites, ${tests} tests: wall ${wall.toFixed(0)} s, suites summed ${sum.toFixed(0)} s`,
].join('\n');
writeFileSync(join(ROOT, 'test-timings.txt'), report + '\n');
console.log(`\n${report}\n(written to test-timings.txt)`);
process.exit(jest.status ?? 1);
