import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { jobResult, openFleetGitHub } from '../../src/github/fleet.ts';
import { readInputs } from '../../src/inputs/read.ts';
import { fleetOutputs, planMarkdown, reportMarkdown } from '../../src/report/fleet.ts';
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
  expect(fleetOutputs(state).failed).toBe('support-agent');
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
  expect(fleetOutputs(state)).toMatchObject({ matrix: '{"include":[{"deployment":"a"}]}', failed: '' });
  expect(planMarkdown(state)).toContain('## 📋 Fleet plan: 1 of 2 deployments to deploy');
  expect(planMarkdown(state)).toContain(
    '[bbbbbbb](https://github.com/acme/agent/commit/' + 'b'.repeat(40) + ') (control plane)',
  );
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
  if (!read.ok) throw new Error(read.problems.join());
  const api = await openFleetGitHub(read.inputs, fetch, new AbortController().signal);
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
