import { problemText } from '../../src/inputs/problem.ts';
import { describe, expect, test } from '@jest/globals';
import { finalState } from '../../src/report/deployment-status.ts';
import { commentBody, marker } from '../../src/report/preview-comment.ts';
import { readGitHubRun, triggerOf } from '../../src/github/run.ts';
import { readGitHubEnv } from '../../src/inputs/github-env.ts';
import { readInputs } from '../../src/inputs/read.ts';
import { REPORT_LIMITS } from '../../src/base/policy.ts';
import { langsmithDeploymentUrl } from '../../src/report/links.ts';
import { summaryMarkdown } from '../../src/report/summary.ts';
import { newRevisionStatus, type RevisionStatus, type RunState } from '../../src/run/run-state.ts';
import { GITHUB_ENV, inputEnv } from '../helpers/runner-files.ts';
import { runStateWith, type StateParts } from '../helpers/run-state.ts';

const rev = (r: Partial<RevisionStatus>): RevisionStatus => ({ ...newRevisionStatus(), ...r });

const state = (parts: StateParts): RunState => runStateWith(parts);

function inputsFor(extra: Record<string, string>) {
  const read = readInputs({ ...GITHUB_ENV, ...inputEnv({ api_key: 'k', ...extra }) });
  if (!read.ok) throw new Error(read.problems.map((p) => problemText(p)).join());
  return read.inputs;
}

describe('LangSmith link', () => {
  const deployed = state({ target: { deploymentId: 'dep-1', tenantId: 'ten-1' } });

  test.each([
    [{}, 'https://smith.langchain.com/o/ten-1/host/deployments/dep-1'],
    [{ region: 'eu' }, 'https://eu.smith.langchain.com/o/ten-1/host/deployments/dep-1'],
    [{ self_hosted_url: 'https://ls.acme.com' }, 'https://ls.acme.com/o/ten-1/host/deployments/dep-1'],
    [{ api_url: 'https://proxy.acme.com/cp' }, undefined],
  ])('%j → %s', (extra, url) => expect(langsmithDeploymentUrl(inputsFor(extra), deployed)).toBe(url));

  test('tenant_id input is used when the deployment does not report its tenant', () => {
    const tenant = '99999999-0000-4000-8000-000000000009';
    expect(
      langsmithDeploymentUrl(inputsFor({ tenant_id: tenant }), state({ target: { deploymentId: 'd' } })),
    ).toBe(`https://smith.langchain.com/o/${tenant}/host/deployments/d`);
    expect(langsmithDeploymentUrl(inputsFor({}), state({ target: { deploymentId: 'd' } }))).toBeUndefined();
  });
});

describe('GitHub Deployment state', () => {
  test.each([
    [{ revision: rev({ status: 'DEPLOYED' }) }, 'success'],
    [{ revision: rev({ status: 'QUEUED' }) }, 'in_progress'],
    [{ revision: rev({ status: 'BUILD_FAILED' }), failure: { title: 't', message: 'm' } }, 'failure'],
    [
      {
        revision: rev({ status: 'BUILDING' }),
        failure: { title: 'Timed out', message: 'm', stopped: 'timeout' },
      },
      'error',
    ],
    [{ failure: { title: 'API key rejected', message: 'm' } }, 'error'],
    // Deployed, then found bad: a failure of the deploy, not an error of the run.
    [
      { revision: rev({ status: 'DEPLOYED' }), failure: { title: 'Smoke test failed', message: 'm' } },
      'failure',
    ],
    [
      { revision: rev({ status: 'DEPLOYED' }), failure: { title: 'Wrong commit built', message: 'm' } },
      'failure',
    ],
    [
      {
        revision: rev({ status: 'DEPLOYED' }),
        failure: { title: 'Cancelled', message: 'm', stopped: 'cancelled' },
      },
      'error',
    ],
  ])('%j → %s', (extra, expected) => expect(finalState(state(extra as Partial<RunState>))).toBe(expected));
});

describe('pull-request comment', () => {
  const run = {
    owner: 'acme',
    repo: 'agent',
    sha: 'abcdef1234567',
    apiUrl: 'x',
    runUrl: 'https://github.com/acme/agent/actions/runs/1',
    prNumber: 3,
  };
  const repoUrl = 'https://github.com/acme/agent';
  const commit = 'c0ffee0000000000000000000000000000000001';
  const previous = { id: 'rev-0', commit: 'beef000000000000000000000000000000000002' };

  test('when the deploy starts it says what is being built, and what serves meanwhile', () => {
    const body = commentBody(
      'agent-pr-3',
      state({
        revision: rev({ id: 'rev-1', commitSha: commit, ref: 'feature/x', status: 'QUEUED' }),
        repoUrl,
        serving: { previous },
        target: { deploymentUrl: 'https://a.example' },
      }),
      run,
    );
    expect(body.split('\n')[0]).toBe(marker('agent-pr-3'));
    expect(body).toContain('### ⏳ LangGraph preview `agent-pr-3`: deploying');
    // The status it is in, not "building" while it still waits in the queue.
    expect(body).toContain(
      'Deploying revision `rev-1` (commit [c0ffee0](https://github.com/acme/agent/commit/c0ffee0000000000000000000000000000000001)) of `feature/x`: `QUEUED`.',
    );
    expect(body).toContain(
      'Until it is deployed, [`https://a.example`](https://a.example/) serves revision `rev-0` (commit [beef000]',
    );
  });

  test('when deployed: the preview URL, the revision and its commit, the smoke test and the LangSmith link', () => {
    const body = commentBody(
      'agent-pr-3',
      state({
        finishedAt: 1,
        revision: rev({ status: 'DEPLOYED', id: 'rev-1', commitSha: commit }),
        target: { deploymentUrl: 'https://a.example' },
        repoUrl,
        gate: {
          smoke: {
            result: 'passed',
            url: '',
            assistant_id: 'a',
            duration_ms: 1,
            ready_after_ms: 0,
            checks: [],
          },
        },
      }),
      run,
      'https://smith.langchain.com/o/t/host/deployments/d',
    );
    expect(body).toContain('### ✅ LangGraph preview `agent-pr-3`: deployed');
    expect(body).toContain('- Preview URL: [`https://a.example`](https://a.example/)');
    expect(body).toContain('- Revision: `rev-1` (commit [c0ffee0]');
    expect(body).toContain('Smoke test: passed (0 of 0 checks passed).');
    expect(body).toContain(
      '[Open the deployment in LangSmith](https://smith.langchain.com/o/t/host/deployments/d)',
    );
    expect(body).toContain(
      'Updated for `abcdef1` by [this workflow run](https://github.com/acme/agent/actions/runs/1).',
    );
  });

  test('after a failed update: why the new revision failed, and which one still serves the preview URL', () => {
    const body = commentBody(
      'p',
      state({
        finishedAt: 1,
        revision: rev({ id: 'rev-1', status: 'BUILD_FAILED' }),
        serving: { previous, active: 'rev-0' },
        target: { deploymentUrl: 'https://a.example' },
        failure: { title: 'Revision BUILD_FAILED', message: 'm' },
      }),
      run,
    );
    expect(body).toContain('### ❌ LangGraph preview `p`: Revision BUILD_FAILED');
    expect(body).toContain('Revision `rev-1` ended `BUILD_FAILED`: The image build failed');
    expect(body).toContain(
      '[`https://a.example`](https://a.example/) still serves revision `rev-0` (commit `beef000`).',
    );
  });

  test('after a rollback: which revision failed its smoke test, and which serves again', () => {
    const body = commentBody(
      'p',
      state({
        finishedAt: 1,
        target: { deploymentUrl: 'https://a.example' },
        rollback: {
          rolledBack: true,
          reason: 'gate',
          from: { id: 'rev-1', commit },
          to: previous,
          revision: rev({}),
        },
        failure: { title: 'Rolled back', message: 'm' },
      }),
      run,
    );
    expect(body).toContain('### ↩️ LangGraph preview `p`: rolled back');
    expect(body).toContain(
      'Revision `rev-1` (commit `c0ffee0`) failed its smoke test, so the preview was rolled back: [`https://a.example`](https://a.example/) serves revision `rev-0` (commit `beef000`) again.',
    );
  });
});

describe('PR comment in the outcomes that are not plain success or failure', () => {
  const run = readGitHubRun(
    readGitHubEnv({ ...GITHUB_ENV, GITHUB_RUN_ID: '1', GITHUB_SHA: 'abcdef1'.padEnd(40, '0') }),
  )!;
  const previous = { id: 'rev-0' };

  test('wait: false — an hourglass and what still serves, never "deployed"', () => {
    const body = commentBody(
      'p',
      state({
        finishedAt: 1,
        revision: rev({ id: 'rev-1', status: 'QUEUED' }),
        serving: { previous },
        target: { deploymentUrl: 'https://a.example' },
      }),
      run,
    );
    expect(body).toContain('### ⏳ LangGraph preview `p`: `QUEUED`');
    expect(body).toContain('Revision `rev-1` is `QUEUED`; this run did not wait for it (`wait: false`).');
    expect(body).toContain('[`https://a.example`](https://a.example/) still serves revision `rev-0`.');
    expect(body).not.toMatch(/✅|deployed/);
  });

  test.each([
    ['Timed out', 'timeout', '⏱️'],
    ['Cancelled', 'cancelled', '⏹️'],
  ] as const)(
    '%s — the revision is still going, not "ended"; the icon the summary uses',
    (title, stopped, icon) => {
      const body = commentBody(
        'p',
        state({
          finishedAt: 1,
          revision: rev({ id: 'rev-1', status: 'BUILDING' }),
          failure: { title, message: 'm', stopped },
        }),
        run,
      );
      expect(body).toContain(`### ${icon} LangGraph preview \`p\`: ${title}`);
      expect(body).toContain(
        'Revision `rev-1` is still `BUILDING`: this run stopped waiting, and it keeps going on the server.',
      );
      expect(body).not.toContain('ended');
    },
  );

  test('a failed smoke test without rollback says the failing revision is live', () => {
    const body = commentBody(
      'p',
      state({
        finishedAt: 1,
        revision: rev({ id: 'rev-1', status: 'DEPLOYED' }),
        target: { deploymentUrl: 'https://a.example' },
        gate: {
          smoke: {
            result: 'failed',
            url: '',
            assistant_id: 'a',
            duration_ms: 1,
            ready_after_ms: 0,
            checks: [],
          },
        },
        failure: { title: 'Smoke test failed', message: 'm' },
      }),
      run,
    );
    expect(body).toContain(
      'Revision `rev-1` is deployed and serves [`https://a.example`](https://a.example/), but it failed its smoke test.',
    );
  });

  test('a teardown that found nothing says so (and the side channel only updates an existing comment)', () => {
    const body = commentBody(
      'p',
      state({ target: { action: 'delete', deleteResult: 'NOT_FOUND' }, finishedAt: 1 }),
      run,
    );
    expect(body).toContain('### ℹ️ LangGraph preview `p`: nothing to delete (it does not exist)');
    expect(body).not.toContain('deleted');
  });
});

describe('reports bounded whatever the run state holds', () => {
  const run = { owner: 'acme', repo: 'agent', sha: 'abcdef1234567', apiUrl: 'x', prNumber: 3 };
  const huge = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      time: '2026-11-22T12:00:00Z',
      level: 'ERROR',
      message: `${i} ${'m'.repeat(100_000)}`,
      error: true,
    }));
  const failed = state({
    finishedAt: 1,
    revision: rev({ id: 'rev-1', status: 'BUILD_FAILED' }),
    failure: { title: 'Revision BUILD_FAILED', message: 'The build failed.' },
    logs: { failure: { kind: 'build', revisionId: 'rev-1', lines: huge(20), dropped: 0 } },
  });

  test('the comment: under GitHub’s limit, marker first, code block closed, cut said, footer kept', () => {
    const body = commentBody('agent-pr-3', failed, run);
    expect(body.length).toBeLessThanOrEqual(REPORT_LIMITS.commentChars);
    expect(body.split('\n')[0]).toBe(marker('agent-pr-3'));
    expect(body).toMatch(/\n```\n\n\*The rest of this comment is cut: it reached GitHub’s limit\./);
    expect(body.endsWith('<sub>Updated for `abcdef1`.</sub>')).toBe(true);
  });

  test('the summary: under 1 MiB in UTF-8, the log block and its <details> closed, cut said', () => {
    const md = summaryMarkdown({
      ...failed,
      logs: { ...failed.logs, failure: { ...failed.logs.failure!, lines: huge(15) } },
    });
    expect(Buffer.byteLength(md, 'utf8')).toBeLessThanOrEqual(REPORT_LIMITS.summaryBytes);
    expect(md).toMatch(
      /\n```\n\n<\/details>\n\n\*The rest of this summary is cut: GitHub shows at most 1 MiB of it\./,
    );
  });
});

describe('GitHub run context', () => {
  test('repository, run URL, API URL (GHES) and the pull request from GITHUB_REF', () => {
    expect(
      readGitHubRun(
        readGitHubEnv({
          GITHUB_REPOSITORY: 'acme/agent',
          GITHUB_SERVER_URL: 'https://ghe.acme.com',
          GITHUB_API_URL: 'https://ghe.acme.com/api/v3/',
          GITHUB_RUN_ID: '9',
          GITHUB_REF: 'refs/pull/12/merge',
          GITHUB_SHA: 'ABCDEF0123456789abcdef0123456789ABCDEF01',
        }),
      ),
    ).toEqual({
      owner: 'acme',
      repo: 'agent',
      sha: 'abcdef0123456789abcdef0123456789abcdef01',
      apiUrl: 'https://ghe.acme.com/api/v3',
      runUrl: 'https://ghe.acme.com/acme/agent/actions/runs/9',
      prNumber: 12,
    });
    expect(
      triggerOf(
        readGitHubEnv({
          GITHUB_REPOSITORY: 'acme/agent',
          GITHUB_REF: 'refs/pull/12/merge',
          GITHUB_HEAD_REF: 'feature/x',
          GITHUB_EVENT_NAME: 'pull_request',
        }),
      )?.pullRequest,
    ).toEqual({ number: 12, url: 'https://github.com/acme/agent/pull/12', head: 'feature/x' });
    expect(readGitHubRun(readGitHubEnv({}))).toBeUndefined();
  });

  test('blank variables are unset, the same for every fact (one reader): no run URL without a server', () => {
    const gh = readGitHubEnv({ GITHUB_REPOSITORY: 'acme/agent', GITHUB_SERVER_URL: ' ', GITHUB_RUN_ID: '3' });
    expect(readGitHubRun(gh)?.runUrl).toBe('https://github.com/acme/agent/actions/runs/3');
  });
});
