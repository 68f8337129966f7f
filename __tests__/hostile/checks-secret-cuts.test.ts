import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import type { ChecksReport } from '../../src/run/facts.ts';
import { startFakeAgentServer, type FakeAgentServer } from '../helpers/fake-agent-server.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { tempDir } from '../helpers/temp.ts';

/**
 * An agent that says the secrets it was given, next to words a `not_contains` looks for: whatever
 * the secret's length and wherever a quote of the reply would be cut, no piece of a secret of 8
 * characters or more reaches the log, the summary, `checks_report` or the JUnit file.
 */

let server: FakeAgentServer | undefined;
let emulator: Emulator | undefined;
afterEach(async () => {
  await Promise.all([server?.close(), emulator?.close()]);
  server = emulator = undefined;
});

/** Secrets of letters and digits from a fixed seed: no 8 characters of one occur by chance. */
function secretOf(length: number, seed: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  let state = seed;
  let out = '';
  for (let i = 0; i < length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    out += alphabet[state % alphabet.length];
  }
  return out;
}

const LENGTHS = [8, 9, 13, 31, 64, 100, 164, 255, 1_000];
const SECRETS = LENGTHS.map((length, i) => secretOf(length, 7 + i * 101));
/** Characters between the word looked for and the secret: around every cut a quote could make. */
const GAPS = [0, 7, 59, 60, 61, 100, 161];
const filler = (n: number): string => 'lorem ipsum '.repeat(20).slice(0, n);

/** Every piece of 8 characters of a secret found in `text`, named by its secret. */
function fragmentsIn(text: string, secrets: readonly string[], min = 8): string[] {
  const pieces = new Map<string, number>();
  secrets.forEach((secret, s) => {
    for (let at = 0; at + min <= secret.length; at++) pieces.set(secret.slice(at, at + min), s);
  });
  const found = new Set<string>();
  for (let at = 0; at + min <= text.length; at++) {
    const s = pieces.get(text.slice(at, at + min));
    if (s !== undefined) found.add(`secret ${s} (${secrets[s]!.length}): ${text.slice(at, at + min)}`);
  }
  return [...found];
}

describe('a reply holding a secret, quoted where a check failed', () => {
  test('no 8 characters of any secret survive, at any length and any cut; a match inside a secret says so', async () => {
    const replies = new Map<string, string>();
    const cases: Array<Record<string, unknown>> = [];
    SECRETS.forEach((secret, s) => {
      for (const gap of GAPS) {
        // The word before the secret, then after it: the quote is cut past or before it.
        replies.set(`s${s} before ${gap}`, `${filler(40)} FORBIDDEN ${filler(gap)}${secret} ${filler(90)}`);
        replies.set(`s${s} after ${gap}`, `${filler(90)}${secret}${filler(gap)} FORBIDDEN ${filler(40)}`);
      }
      // What the file looks for is a piece of the secret (shorter than 8: the file's own text).
      replies.set(`s${s} inside`, `${filler(70)} the key is ${secret}. ${filler(70)}`);
    });
    for (const [input] of replies) {
      const inside = input.endsWith('inside');
      const secret = SECRETS[Number(/^s(\d+)/.exec(input)![1])]!;
      cases.push({
        name: input,
        input,
        expect: {
          not_contains: inside ? secret.slice(1, 7) : 'forbidden',
          contains: 'never said',
        },
      });
    }
    server = await startFakeAgentServer((input) => ({
      values: { messages: [{ type: 'ai', content: replies.get(input) ?? 'hello' }] },
    }));
    const url = server.url;
    emulator = await startEmulator({ customUrl: () => url });
    emulator.store.seedDeployed('agent');
    const workspace = tempDir('checks-secret-cuts');
    writeFileSync(join(workspace, 'checks.yaml'), stringify({ cases }));
    const r = await runInProcess(
      emulatorInputs(emulator, {
        assistant_id: 'agent',
        checks: 'checks.yaml',
        checks_junit: 'checks.xml',
        checks_concurrency: '32',
        secrets: SECRETS.map((secret, i) => `KEY_${i}=${secret}`).join('\n'),
      }),
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    expect(r.outputs.checks).toBe('failed');
    const report = JSON.parse(r.outputs.checks_report!) as ChecksReport;
    expect(report.cases).toHaveLength(replies.size);
    const junit = readFileSync(join(workspace, 'checks.xml'), 'utf8');
    const log = r.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    const everywhere = [log, r.summary, JSON.stringify(r.outputs), junit].join('\n');
    expect(fragmentsIn(everywhere, SECRETS)).toEqual([]);
    // The failures still quote the reply around the word, redacted.
    const failure = (name: string): string =>
      report.cases
        .find((c) => c.name === name)!
        .run_results[0]!.expectations.find((e) => e.expectation.startsWith('not_contains'))!.detail!;
    expect(failure('s6 before 0')).toMatch(/^found in ".*FORBIDDEN \*\*\*.*"$/);
    expect(failure('s6 after 0')).toMatch(/^found in ".*\*\*\* FORBIDDEN.*"$/);
    for (const s of SECRETS.keys())
      expect(failure(`s${s} inside`)).toMatch(
        /^matched inside a masked value \(a secret\): ".*the key is \*\*\*\..*"$/,
      );
  }, 60_000);
});
