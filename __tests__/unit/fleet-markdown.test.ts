import { problemText } from '../../src/inputs/problem.ts';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { openGitHubApi } from '../../src/github/api.ts';
import { jobResult } from '../../src/github/fleet-records.ts';
import { readInputs } from '../../src/inputs/read.ts';
import { parsePlan, type PlannedDeployment } from '../../src/inputs/plan-json.ts';
import { PLAN_OUTPUT_MAX_BYTES } from '../../src/inputs/limits.ts';
import { fleetCommentBody, fleetMarker, planMarkdown, reportMarkdown } from '../../src/report/fleet.ts';
import { outputsOf } from '../../src/report/outputs.ts';
import type { FleetRow } from '../../src/run/fleet-state.ts';
import { GITHUB_COMMENT_MAX_CHARS } from '../helpers/fake-github.ts';
import { newRunState, type RunState } from '../../src/run/run-state.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { GITHUB_ENV, inputEnv } from '../helpers/runner-files.ts';

const HOSTILE = '<img src=x onerror=alert(1)> @everyone [click](https://evil.example) ::error::x | col';

function stateWith(fleet: RunState['fleet']): RunState {
  const state = newRunState('report', 0);
  state.repoUrl = 'https://github.com/acme/agent';
  state.fleet = fleet;
  return state;
}

test("the report shows servers' and GitHub's words as text: no markup, mention, link or broken table", () => {
  const state = stateWith({
    manifest: 'deploy/fleet.yml',
    requests: { controlPlane: 1, github: 2, git: 0 },
    rows: [
      {
        deployment: 'support-agent',
        exists: true,
        revisionId: 'r1',
        status: `BUILD_FAILED ${HOSTILE}`,
        url: 'javascript:alert(1)',
        result: { environment: 'production/support-agent', state: 'failure', description: HOSTILE },
        failed: true,
        why: HOSTILE,
      },
    ],
  });
  const markdown = reportMarkdown(state);
  // Inside code spans nothing renders; outside them, nothing may.
  const rendered = markdown.replace(/(`+)[^`]*?\1/g, '');
  expect(rendered).not.toContain('<img');
  expect(rendered).not.toContain('@everyone');
  expect(rendered).not.toMatch(/[^\\]\]\(/);
  expect(markdown).not.toContain('](javascript:');
  // Every table row keeps its six cells: a `|` from a server is escaped.
  const row = markdown.split('\n').find((l) => l.startsWith('| `support-agent`'))!;
  expect(row.split(/(?<!\\)\|/).length - 2).toBe(6);
  expect(outputsOf(state).failed).toBe('support-agent');
});

test('the plan summary and outputs: the matrix names only what deploys', () => {
  const state = stateWith({
    manifest: 'deploy/fleet.yml',
    requests: { controlPlane: 1, github: 0, git: 3 },
    plan: {
      commit: 'a'.repeat(40),
      deployments: [
        { deployment: 'a', action: 'deploy', reason: 'changed', why: 'changed', changed: ['agents/a/x.py'] },
        {
          deployment: 'b',
          action: 'skip',
          reason: 'unchanged',
          why: 'unchanged',
          serving: { commit: 'b'.repeat(40), from: 'control-plane' },
        },
      ],
    },
  });
  state.command = 'plan';
  expect(outputsOf(state)).toMatchObject({ matrix: '{"include":[{"deployment":"a"}]}', failed: '' });
  expect(planMarkdown(state)).toContain('## 📋 Fleet plan: 1 of 2 deployments to deploy');
  expect(planMarkdown(state)).toContain(
    '[bbbbbbb](https://github.com/acme/agent/commit/' + 'b'.repeat(40) + ') (control plane)',
  );
});

test('the plan output of the largest fleet still fits in one environment variable, the report step’s input', () => {
  // The runner passes input `plan` as INPUT_PLAN: Linux refuses to start a program with one
  // variable over 128 KiB (E2BIG), so the report step would never run.
  const deployments: PlannedDeployment[] = Array.from({ length: 256 }, (_, i) => ({
    deployment: `customer-support-escalation-agent-${i}-${'x'.repeat(60)}`,
    action: 'deploy',
    reason: 'changed',
    why: `5 of its files changed since commit abcdef0 (from the GitHub Deployment in production/customer-support-escalation-agent-${i}) ${'y'.repeat(200)}`,
    serving: {
      revision: '6f088d9f-5625-487b-853a-f5c8b3ff5b3b',
      commit: 'a'.repeat(40),
      from: 'github-deployment',
    },
    changed: Array.from(
      { length: 5 },
      (_, j) => `libs/common/src/very/deep/package/module_${j}/${'z'.repeat(120)}.py`,
    ),
  }));
  const state = stateWith({
    manifest: 'deploy/fleet.yml',
    requests: { controlPlane: 1, github: 0, git: 3 },
    plan: { commit: 'b'.repeat(40), deployments },
  });
  const output = outputsOf(state).plan!;
  expect(Buffer.byteLength(output)).toBeLessThanOrEqual(PLAN_OUTPUT_MAX_BYTES);
  const parsed = parsePlan(output);
  if (!('plan' in parsed)) throw new Error(parsed.problem);
  // Every decision and what served survive; only words and file names are shortened.
  expect(parsed.plan.deployments.map((d) => [d.deployment, d.action, d.reason, d.serving])).toEqual(
    deployments.map((d) => [d.deployment, d.action, d.reason, d.serving]),
  );
  // The plan job's own summary keeps everything.
  expect(state.fleet!.plan!.deployments[0]!.changed).toHaveLength(5);
  // A small plan travels as it is.
  const small = stateWith({
    manifest: 'deploy/fleet.yml',
    requests: { controlPlane: 1, github: 0, git: 3 },
    plan: { deployments: deployments.slice(0, 3) },
  });
  expect(JSON.parse(outputsOf(small).plan!)).toEqual({ deployments: deployments.slice(0, 3) });
});

test("the fleet's pull-request comment of a large fleet fits what GitHub takes, failures first", () => {
  const rows: FleetRow[] = Array.from({ length: 256 }, (_, i) => ({
    deployment: `agent-${String(i).padStart(3, '0')}-${'n'.repeat(40)}`,
    exists: true,
    revisionId: '6f088d9f-5625-487b-853a-f5c8b3ff5b3b',
    status: 'DEPLOYED',
    commit: 'a'.repeat(40),
    url: `https://agent-${i}-0d5211d4.us.langgraph.app`,
    planned: {
      deployment: `agent-${i}`,
      action: i === 255 ? 'deploy' : 'skip',
      reason: i === 255 ? 'changed' : 'unchanged',
      why: `nothing it is made of changed since commit aaaaaaa (from the GitHub Deployment in production/agent-${i}), which serves`,
    },
    failed: i === 255,
    ...(i === 255 ? { why: 'its latest revision ended BUILD_FAILED' } : {}),
  }));
  const state = stateWith({
    manifest: 'deploy/fleet.yml',
    requests: { controlPlane: 1, github: 2, git: 0 },
    rows,
  });
  const body = fleetCommentBody(state, {
    sha: 'b'.repeat(40),
    runUrl: 'https://github.com/acme/agent/actions/runs/1',
  });
  expect([...body].length).toBeLessThanOrEqual(GITHUB_COMMENT_MAX_CHARS);
  expect(body.startsWith(fleetMarker('deploy/fleet.yml'))).toBe(true);
  // The one that failed is not lost to the cut, and the footer stays.
  expect(body).toContain(`| \`${rows[255]!.deployment}\` |`);
  expect(body).toContain('The job summary has every deployment');
  expect(
    body.trimEnd().endsWith('this workflow run](https://github.com/acme/agent/actions/runs/1).</sub>'),
  ).toBe(true);
});

let github: FakeGitHub;
beforeAll(async () => {
  github = await startFakeGitHub();
});
afterAll(() => github.close());

test("a deploy job's status line from GitHub is one bounded line", async () => {
  const read = readInputs({
    ...GITHUB_ENV,
    GITHUB_API_URL: github.url,
    GITHUB_RUN_ID: '9',
    ...inputEnv({ api_key: 'k', github_token: 't', command: 'status', name: 'x' }),
  });
  if (!read.ok) throw new Error(read.problems.map((p) => problemText(p)).join());
  const api = await openGitHubApi(read.inputs, fetch, new AbortController().signal, (t) => t);
  if ('why' in api) throw new Error(api.why);
  github.deployments.push({
    id: 1,
    environment: 'production/x',
    ref: 'main',
    statuses: ['failure'],
    statusRecords: [
      { state: 'failure', description: `line one\nline two ${'y'.repeat(10_000)}`, log_url: api.run.runUrl },
    ],
  });
  const result = await jobResult(api, 'production/x');
  expect(result).toMatchObject({ state: 'failure' });
  const description = (result as { description: string }).description;
  expect(description).not.toContain('\n');
  expect(description.length).toBeLessThanOrEqual(141);
  // A status another run wrote is not this run's result.
  github.deployments[0]!.statusRecords![0]!.log_url = 'https://github.com/acme/agent/actions/runs/1';
  expect(await jobResult(api, 'production/x')).toBeUndefined();
});

test('the report summary of 256 deployments whose servers sent long words stays under 1 MiB, cut with a note', () => {
  const rows = Array.from({ length: 256 }, (_, i) => ({
    deployment: `agent-${i}`,
    exists: true,
    revisionId: `r${i}`,
    status: 'DEPLOY_FAILED',
    url: `https://agent-${i}.example.com/${'p'.repeat(2_000)}`,
    failed: true,
    // Each quote is escaped as &quot;: six characters for one.
    why: '"'.repeat(5_000),
  }));
  const markdown = reportMarkdown(
    stateWith({ manifest: 'deploy/fleet.yml', requests: { controlPlane: 1, github: 0, git: 0 }, rows }),
  );
  expect(Buffer.byteLength(markdown)).toBeLessThan(1_048_576);
  expect(markdown).toContain('| `agent-0` |');
  expect(markdown).toMatch(
    /The rest of this summary is cut: GitHub shows at most 1 MiB of it\. The job log has it all\.\*\n$/,
  );
});
