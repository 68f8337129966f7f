import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { startJudgeStub, type StartedJudgeStub } from '../../emulator/judge-stub.ts';
import type { ChecksReport } from '../../src/run/facts.ts';
import { startAgentServer, type LocalAgentServer } from '../agent-server/local.ts';
import { runBundle } from '../helpers/bundle.ts';
import { leakedLines } from '../helpers/runner-files.ts';
import { tempDir } from '../helpers/temp.ts';

/**
 * The trajectory, token and judge expectations as the runner runs the action: the bundle with INPUT_* variables and
 * GITHUB_OUTPUT, the real agent server's tool-calling agent (`toolAgent`: calls with arguments,
 * AI messages that report usage) and the judge stub on its own loopback origin. One checks file
 * holds a trajectory, a max_tokens and a judge case; the outputs, the summary and the JUnit file
 * show each case's tokens and the judge's verdict, and neither key.
 */
let server: LocalAgentServer;
let judge: StartedJudgeStub;
const LANGSMITH_KEY = 'lsv2_evals_bundle_langsmith_key_7';
const JUDGE_KEY = 'sk-judge-evals-bundle-0123456789';
const REFUND = 'Refund order A17 to ann@example.com';

beforeAll(async () => {
  server = await startAgentServer({ workers: 3 });
  judge = await startJudgeStub({ apiKey: JUDGE_KEY });
}, 60_000);
afterAll(async () => {
  await judge?.close();
  await server?.close();
});

describe('trajectory, max_tokens and judge through the bundle', () => {
  test('outputs, summary and JUnit show the tokens and the judge’s verdict; the keys nowhere', async () => {
    judge.stub.script({ rules: [{ contains: '30 days', score: 0.4, reasoning: 'Curt, no apology.' }] });
    const workspace = tempDir('evals-bundle');
    writeFileSync(
      join(workspace, 'checks.yaml'),
      stringify({
        assistant_id: 'toolAgent',
        cases: [
          {
            name: 'refund path',
            input: REFUND,
            expect: {
              trajectory: {
                match: 'superset',
                args: 'superset',
                calls: [{ lookup_policy: { topic: 'refunds' } }, 'send_email'],
              },
            },
          },
          { name: 'cheap enough', input: REFUND, expect: { max_tokens: 1000 } },
          {
            name: 'polite',
            input: REFUND,
            expect: { judge: { rubric: 'States the 30-day window politely', threshold: 0.7 } },
          },
        ],
      }),
    );
    const r = await runBundle(
      {
        command: 'smoke-test',
        api_key: LANGSMITH_KEY,
        deployment_url: server.url,
        assistant_id: 'toolAgent',
        smoke_checks: 'run',
        checks: 'checks.yaml',
        checks_junit: 'checks.xml',
        judge_url: judge.url,
        judge_model: 'judge-mini',
        judge_api_key: JUDGE_KEY,
      },
      { GITHUB_WORKSPACE: workspace },
    );
    const junit = readFileSync(join(workspace, 'checks.xml'), 'utf8');
    const report = JSON.parse(r.outputs.checks_report ?? 'null') as ChecksReport;
    const byName = (name: string) => report.cases.find((c) => c.name === name)!;

    expect(r.outputs.checks).toBe('failed');
    expect(r.code).toBe(1);
    expect(byName('refund path')).toMatchObject({ result: 'passed', tokens: { median: 651 } });
    expect(byName('cheap enough')).toMatchObject({ result: 'passed', tokens: { median: 651 } });
    expect(byName('polite')).toMatchObject({
      result: 'failed',
      failure: 'judge "States the 30-day window politely" ≥ 0.7: score 0.4: Curt, no apology.',
    });
    expect(byName('polite').run_results[0]!.expectations[0]).toMatchObject({ met: false, score: 0.4 });

    expect(r.summary).toMatch(/\| refund path \| ✅ \| 1\/1 \| [^|]+ \| 651 \|/);
    expect(r.summary).toMatch(/\| cheap enough \| ✅ \| 1\/1 \| [^|]+ \| 651 \|/);
    expect(r.summary).toContain('score 0.4: Curt, no apology.');
    expect(junit).toContain('<property name="tokens" value="651"/>');
    expect(junit).toMatch(/<testcase [^>]*name="polite"[\s\S]*?<failure [^>]*score 0.4: Curt, no apology./);

    expect(judge.stub.requests.map((q) => q.authorization)).toEqual([`Bearer ${JUDGE_KEY}`]);
    expect(JSON.stringify(judge.stub.requests)).not.toContain(LANGSMITH_KEY);
    for (const text of [r.stdout, r.stderr, r.summary, JSON.stringify(r.outputs), junit])
      expect(leakedLines(text, [JUDGE_KEY, LANGSMITH_KEY])).toEqual([]);
  }, 120_000);
});
