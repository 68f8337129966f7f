import { expect } from '@jest/globals';
import { START_AND_EXIT_MS, logLines } from '../helpers/bundle.ts';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SmokeReport } from '../../src/run/facts.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { startHostileServer, redirectTo, type HostileServer } from '../helpers/hostile-server.ts';
import { createServer, type Server } from 'node:net';
import { EMULATOR_API_KEY } from '../../emulator/server.ts';
import { startForwardProxy, type ForwardProxy } from '../helpers/http-proxy.ts';
import { count, deployed, existing, failed, SECRET_VALUE, until, type Scenario } from './fault-scenarios.ts';

/**
 * Promises kept under hostile servers, slow side channels, signals and careless input:
 * the key stays home, no secret fragment is shown, no wait outlives `timeout`, the smoke test gives
 * the same verdict every time. Same format as the fault suite; RELIABILITY.md lists them too.
 */

/** Every window of `size` characters of a secret: none may appear anywhere. */
function fragments(secret: string, size = 8): string[] {
  return Array.from({ length: secret.length - size + 1 }, (_, i) => secret.slice(i, i + size));
}

function noFragmentOf(secret: string, text: string): void {
  const shown = text
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  expect(fragments(secret).filter((f) => shown.includes(f))).toEqual([]);
}

/** The summary with code spans taken out: what GitHub would render as Markdown. */
const rendered = (summary: string): string =>
  summary.replace(/(`+)[^`]*?\1/g, '').replace(/\]\([^)\s]*\)/g, ']');

const TYPO_VALUE = 'c2VjcmV0LXR5cG8tdmFsdWUtMTIzNDU2Nzg5MA==';
const QUOTED = 'pa"ss\\word-with-quote-9';

const GITHUB_TOKEN = 'ghs_hostile_suite_token_0042';

function githubEnv(github: () => FakeGitHub): () => Record<string, string> {
  return () => ({ GITHUB_API_URL: github().url, GITHUB_RUN_ID: '77', GITHUB_SHA: 'a'.repeat(40) });
}

let hungGitHub: FakeGitHub;
let slowGitHub: FakeGitHub;
let proxy: ForwardProxy;
let silentAgent: HostileServer;
let redirectingAgent: HostileServer;
let elsewhere: HostileServer;
let killerProxy: HostileServer;
let revealingGitHub: FakeGitHub;
let paginatingGitHub: FakeGitHub;
let collector: HostileServer;
let hugeAgent: HostileServer;
let stuckAgent: HostileServer;
let endlessAgent: HostileServer;
let chattyAgent: HostileServer;
let signalledAt = 0;
let outputsAfterSignalMs = -1;

export const HOSTILE_SCENARIOS: Scenario[] = [
  {
    name: 'a smoke test whose agent server redirects to another origin never carries the key there',
    fault: 'the deployed agent server answers `/ok`, then redirects every run request to another origin',
    expected: 'the check fails naming the redirect; the other origin receives no request at all',
    emulator: { customUrl: () => redirectingAgent.url },
    setup: async () => {
      elsewhere = await startHostileServer((_req, res) => res.end('{}'));
      redirectingAgent = await startHostileServer((req: IncomingMessage, res: ServerResponse) =>
        req.url === '/ok' ? void res.end('{"ok":true}') : redirectTo(() => elsewhere.url)(req, res),
      );
      return () => Promise.all([elsewhere.close(), redirectingAgent.close()]).then(() => undefined);
    },
    inputs: { smoke_test: 'true', assistant_id: 'echo', smoke_checks: 'run' },
    check: (r) => {
      expect(r.code).toBe(1);
      const report = JSON.parse(r.outputs.smoke_report!) as SmokeReport;
      expect(report.checks[0]!.detail).toContain(
        `not followed: the API key is only sent to ${redirectingAgent.url}`,
      );
      expect(elsewhere.seen).toEqual([]);
    },
  },
  {
    name: 'a secrets typo (NAME: value, the value holding "=") quotes no part of the value and masks no fragment',
    spawn: true,
    fault: '`secrets: "DB_PASSWORD: c2Vj…MA=="` (a colon for an equals sign, base64 value)',
    expected:
      'exit 1 before any request; the error names the line and the fix; no `=` or other 1–2 character mask',
    inputs: { secrets: `DB_PASSWORD: ${TYPO_VALUE}` },
    check: (r, e) => {
      failed(r, /secrets: line 1: .*\(write NAME=value, not NAME: value\)/);
      expect(e.requests).toEqual([]);
      noFragmentOf(TYPO_VALUE, r.stdout + r.stderr);
      const masks = logLines(r.stdout).filter((l) => l.startsWith('::add-mask::'));
      expect(masks.filter((l) => l.slice('::add-mask::'.length).trim().length < 3)).toEqual([]);
      expect(masks).toContain(`::add-mask::DB_PASSWORD: ${TYPO_VALUE}`);
    },
  },
  {
    name: 'a key given twice in a JSON secrets object is refused, not silently overwritten',
    spawn: true,
    fault: '`secrets: {"A": "…", "A": "…"}`',
    expected: 'exit 1 before any request: `"A" is given twice`',
    inputs: { secrets: '{"OPENAI_API_KEY": "sk-first-value-1", "OPENAI_API_KEY": "sk-second-value-2"}' },
    check: (r, e) => {
      failed(r, /secrets: "OPENAI_API_KEY" is given twice/);
      expect(e.requests).toEqual([]);
    },
  },
  {
    name: 'Unicode line separators and C1 controls in a name or a ref are refused',
    spawn: true,
    fault: '`name` holding U+2028 then `::error::…`; `repo_ref` holding U+0085',
    expected: 'exit 1 before any request, naming both inputs',
    inputs: { name: 'agent\u2028::error::spoofed', repo_ref: 'main\u0085' },
    check: (r, e) => {
      failed(r, /name: must be one line without control characters.*repo_ref: must be one line/);
      expect(e.requests).toEqual([]);
    },
  },
  {
    name: 'an api_url that does not parse is refused without echoing the credentials in it',
    spawn: true,
    fault: '`api_url: https://user:hunter2-pass@[bad`',
    expected: 'exit 1 before any request; the error quotes nothing of the URL',
    inputs: { api_url: 'https://user:hunter2-pass@[bad' },
    check: (r) => {
      failed(r, /api_url: is not a URL/);
      expect(r.stdout).not.toContain('hunter2');
    },
  },
  {
    name: 'a proxy given without a scheme (HTTP_PROXY=host:port) is used, as curl and the runner use it',
    fault: '`HTTP_PROXY=127.0.0.1:<port>` (no `http://`)',
    expected: 'every control-plane request goes through the proxy; deploys',
    setup: async () => {
      proxy = await startForwardProxy();
      return () => proxy.close();
    },
    env: () => ({ HTTP_PROXY: proxy.url.replace('http://', '') }),
    check: (r, e) => {
      deployed(r, e);
      expect(proxy.carried.length).toBeGreaterThan(0);
      expect(e.requests.filter((q) => !proxy.upstreamPorts.has(q.remotePort!))).toEqual([]);
    },
  },
  {
    name: 'command delete without an explicit name or deployment_id is refused',
    spawn: true,
    fault:
      '`command: delete` with neither `name` nor `deployment_id` (the repository name would be production)',
    expected: 'exit 1 before any request: `name` is required for delete',
    inputs: { command: 'delete' },
    check: (r, e) => {
      failed(r, /name: is required for command delete/);
      expect(e.requests).toEqual([]);
    },
  },
  {
    name: 'a secret echoed in a long error body, plain, JSON-escaped and URL-encoded, is redacted before the detail is clipped',
    fault: '400 whose `detail` is 280 characters, then a secret, its JSON-escaped and its URL-encoded form',
    expected: 'exit 1; no 8-character fragment of any form of either secret anywhere',
    inputs: { secrets: `OPENAI_API_KEY=${SECRET_VALUE}\nQUOTED=${QUOTED}` },
    setup: (e) =>
      e.faults.add({
        route: 'list-deployments',
        fault: {
          kind: 'status',
          status: 400,
          body: JSON.stringify({
            detail: `${'x'.repeat(280)}${SECRET_VALUE} ${JSON.stringify(QUOTED).slice(1, -1)} ${encodeURIComponent(QUOTED)}`,
          }),
        },
      }),
    check: (r) => {
      failed(r, /answered 400: x+\*\*\*/);
      const everything = r.stdout + r.summary + JSON.stringify(r.outputs);
      for (const form of [
        SECRET_VALUE,
        QUOTED,
        JSON.stringify(QUOTED).slice(1, -1),
        encodeURIComponent(QUOTED),
      ])
        noFragmentOf(form, everything);
    },
  },
  {
    name: 'workflow commands, HTML and links in server text reach neither the log nor the summary as such',
    spawn: true,
    fault:
      'a revision status holding a newline, `::error …`, `::stop-commands::…`; a `custom_url` holding a Markdown link and `<img>`',
    expected:
      'deploys; no log line starts a workflow command; the summary renders no image and no link to the server’s target',
    emulator: {
      customUrl: () =>
        'https://agent.example/[Sign in](https://evil.example/login)<img src=x onerror=alert(1)>',
    },
    setup: (e) =>
      e.store.nextScripts.push([
        {
          status:
            'BUILDING\n::error title=Spoofed::from the server\n::stop-commands::halt\n##[set-output name=x]y',
          polls: 2,
        },
        { status: 'DEPLOYED' },
      ]),
    check: (r, e) => {
      deployed(r, e);
      const lines = logLines(r.stdout);
      expect(lines.filter((l) => /^\s*::(error|stop-commands|set-output)/.test(l))).toEqual([]);
      expect(lines.filter((l) => l.includes('##['))).toEqual([]);
      expect(rendered(r.summary)).not.toMatch(/<img|\]\(https:\/\/evil/);
    },
  },
  {
    name: 'a hung GitHub API neither delays the deploy nor stretches timeout',
    spawn: true,
    fault: 'GitHub’s API never answers; `github_environment` set; `timeout: 10s`',
    expected: 'deploys; GitHub reporting gives up inside `timeout` with a warning; the run ends within it',
    setup: async () => {
      hungGitHub = await startFakeGitHub();
      hungGitHub.hang = true;
      return () => hungGitHub.close();
    },
    env: githubEnv(() => hungGitHub),
    inputs: { github_environment: 'production', github_token: GITHUB_TOKEN, timeout: '10s' },
    check: (r, e) => {
      deployed(r, e);
      expect(r.stdout).toMatch(/::warning title=GitHub Deployment not updated::/);
      expect(r.durationMs).toBeLessThan(10_000 + START_AND_EXIT_MS);
    },
  },
  {
    name: 'cancelled as the runner cancels (SIGINT, then SIGTERM) while GitHub answers slowly: outputs and summary come first',
    spawn: true,
    fault: 'SIGINT during the wait, SIGTERM 100 ms later; GitHub’s API answers after 8 s',
    signals: true,
    expected:
      'outputs and summary written within moments of SIGINT; the second signal ends GitHub reporting, not the writing; exit 1',
    setup: async (e) => {
      slowGitHub = await startFakeGitHub();
      slowGitHub.delayMs = 8_000;
      e.store.nextScripts.push([{ status: 'BUILDING' }]);
      return () => slowGitHub.close();
    },
    env: githubEnv(() => slowGitHub),
    inputs: {
      github_environment: 'production',
      github_token: GITHUB_TOKEN,
      poll_interval: '30s',
      poll_max_interval: '30s',
    },
    during: async (run, e) => {
      await until(() => count(e, 'get-revision') >= 1 && e.requests.at(-1)!.status !== undefined);
      signalledAt = Date.now();
      run.signal('SIGINT');
      setTimeout(() => run.child.kill('SIGTERM'), 100);
      await until(() => statSync(run.files.output).size > 0, 5_000);
      outputsAfterSignalMs = Date.now() - signalledAt;
    },
    check: (r) => {
      failed(r, /title=Cancelled::/);
      expect(r.outputs.status).toBe('BUILDING');
      expect(r.summary).toContain('Cancelled');
      expect(outputsAfterSignalMs).toBeGreaterThanOrEqual(0);
      expect(outputsAfterSignalMs).toBeLessThan(3_000);
      expect(r.exitAfterSignalMs).toBeLessThan(5_000);
      expect(readFileSync(r.files!.output, 'utf8')).toContain('status<<');
    },
  },
  {
    name: 'a huge hostile HTML error page is read in bounded, linear time',
    fault: '502 with a 512 KB page of unclosed `<script` and `<` on every lookup; `timeout: 10s`',
    expected: 'retries within `timeout` and fails naming the 502; the event loop never stalls',
    inputs: { timeout: '10s' },
    setup: (e) =>
      e.faults.add({
        route: 'list-deployments',
        fault: {
          kind: 'status',
          status: 502,
          contentType: 'text/html',
          body: '<html><body>' + '<script <a <b '.repeat((512 * 1024) / 14),
        },
        times: 99,
      }),
    check: (r) => {
      failed(r, /answered 502/);
      expect(r.durationMs).toBeLessThan(10_000 + START_AND_EXIT_MS);
    },
  },
  {
    name: 'the pause before re-checking an uncertain create is cut to what is left of timeout',
    fault: '503 on every create, default poll settings (5 s / 30 s), `timeout: 5s`',
    expected: 'exit 1 within `timeout`: no pause outlives it',
    inputs: { timeout: '5s', poll_interval: '5s', poll_max_interval: '30s' },
    setup: (e) =>
      e.faults.add({ route: 'create-deployment', fault: { kind: 'status', status: 503 }, times: 99 }),
    check: (r, e) => {
      expect(r.code).toBe(1);
      expect(count(e, 'create-deployment')).toBeGreaterThanOrEqual(1);
      expect(r.durationMs).toBeLessThan(5_000 + START_AND_EXIT_MS);
    },
  },
  {
    name: 'the smoke test runs inside timeout, smoke_timeout being the limit of each part within it',
    fault: 'the agent server answers 503 to every health probe; `timeout: 8s`, `smoke_timeout: 2m`',
    expected: 'the smoke test fails saying it ran out of `timeout`; the run ends within it',
    emulator: { customUrl: () => silentAgent.url },
    setup: async () => {
      silentAgent = await startHostileServer((_req, res) => {
        res.writeHead(503);
        res.end();
      });
      return () => silentAgent.close();
    },
    inputs: { smoke_test: 'true', assistant_id: 'echo', timeout: '8s', smoke_timeout: '2m' },
    check: (r) => {
      expect(r.code).toBe(1);
      expect((JSON.parse(r.outputs.smoke_report!) as SmokeReport).detail).toMatch(
        /\(what was left of timeout\)/,
      );
      expect(r.durationMs).toBeLessThan(8_000 + START_AND_EXIT_MS);
    },
  },
  {
    name: 'wait-auth paces itself against a server that answers pending without holding the request',
    fault: '`pending` at once on every auth wait; `timeout: 10s`',
    expected:
      'asks at about 0, 1, 3, 7 and 9 s (pauses 1 s, 2 s, 4 s …, the last cut to what is left), not thousands of times; exit 1, timed out, saying how to go on',
    emulator: { authFlows: { 'auth-1': { statuses: ['pending'] } } },
    inputs: { command: 'wait-auth', auth_id: 'auth-1', timeout: '10s' },
    check: (r, e) => {
      failed(r, /title=Timed out::Authentication \S+ is still pending after 10s \(timeout\)/);
      expect(count(e, 'auth-wait')).toBeGreaterThanOrEqual(3);
      expect(count(e, 'auth-wait')).toBeLessThanOrEqual(5);
    },
  },
  {
    name: 'a list reply whose offset jumps past unseen rows cannot make the action create a duplicate',
    fault: 'one deployment per page; the first reply says `offset: 1000`; the match is on page 2',
    expected: 'reads page 2 at offset 1 (never further than the rows read); updates the match; no create',
    emulator: { maxPageSize: 1 },
    setup: (e) => {
      existing(e, 'agent-x');
      existing(e);
      e.faults.add({ route: 'list-deployments', fault: { kind: 'rewrite', set: { offset: 1000 } } });
    },
    check: (r, e) => {
      expect(r.code).toBe(0);
      expect(e.requests.filter((q) => q.route === 'list-deployments').map((q) => q.query.offset)).toEqual([
        '0',
        '1',
      ]);
      expect(count(e, 'create-deployment')).toBe(0);
      expect(count(e, 'patch-deployment')).toBe(1);
    },
  },
  {
    name: 'a deployment list that ignores offset cannot make the action create a duplicate',
    fault: 'the list answers its first page (two similar names, neither exact) whatever `offset` asks for',
    expected:
      'reads two pages, sees the same rows again, fails naming the problem and `deployment_id`; no create',
    emulator: { maxPageSize: 2, ignoreOffset: true },
    setup: (e) => {
      existing(e, 'agent-one');
      existing(e, 'agent-two');
      existing(e);
    },
    check: (r, e) => {
      failed(
        r,
        /title=Deployment list incomplete::The control plane ignores offset on its deployment list.*set deployment_id/i,
      );
      expect(e.requests.filter((q) => q.route === 'list-deployments').map((q) => q.query.offset)).toEqual([
        '0',
        '2',
      ]);
      expect(count(e, 'create-deployment')).toBe(0);
      expect(count(e, 'patch-deployment')).toBe(0);
      expect(r.outputs.created).toBe('false');
    },
  },
  {
    name: 'a deployment list that ignores offset still updates the name it shows',
    fault: 'the list answers its first page whatever `offset` asks for; the exact name is on it',
    expected: 'one page read; updates that deployment',
    emulator: { maxPageSize: 2, ignoreOffset: true },
    setup: (e) => {
      existing(e);
      existing(e, 'agent-two');
      existing(e, 'agent-three');
    },
    check: (r, e) => {
      expect(r.code).toBe(0);
      expect(count(e, 'list-deployments')).toBe(1);
      expect(count(e, 'patch-deployment')).toBe(1);
      expect(count(e, 'create-deployment')).toBe(0);
    },
  },
  {
    name: 'a deployment URL carrying user:password@ is shown and set as an output without them',
    fault:
      'the control plane reports `custom_url` `https://deployer:hunter2-url-pass@agent.example.com/base`',
    expected:
      '`deployment_url` output and summary show `https://agent.example.com/base`; the password appears nowhere',
    emulator: { customUrl: () => 'https://deployer:hunter2-url-pass@agent.example.com/base' },
    check: (r) => {
      expect(r.code).toBe(0);
      expect(r.outputs.deployment_url).toBe('https://agent.example.com/base');
      expect(r.summary).toContain('https://agent.example.com/base');
      const everything = [r.stdout, r.stderr, r.summary, JSON.stringify(r.outputs)].join('\n');
      expect(everything).not.toContain('hunter2');
      expect(everything).not.toContain('deployer:');
    },
  },
  {
    name: 'a create reply without latest_revision_id waits for the revision to be listed',
    fault: 'the 201 reply to create lacks `latest_revision_id`',
    expected: 'reads the revision list, follows the new revision, deploys',
    setup: (e) =>
      e.faults.add({ route: 'create-deployment', fault: { kind: 'rewrite', drop: ['latest_revision_id'] } }),
    check: (r, e) => {
      deployed(r, e);
      expect(count(e, 'list-revisions')).toBeGreaterThanOrEqual(1);
      expect(r.outputs.revision_id).toBe([...e.store.deployments.values()][0]!.revisions[0]!.id);
    },
  },
  {
    name: 'a proxy that kills every tunnel cannot stall the run past timeout',
    spawn: true,
    fault: '`HTTPS_PROXY` accepts connections and closes them at once; `timeout: 3s`',
    expected:
      'the requests are cut at `timeout`; outputs and the error are written; exit 1 within moments of `timeout`',
    setup: async () => {
      const server: Server = createServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as { port: number }).port;
      killerProxy = {
        url: `http://127.0.0.1:${port}`,
        seen: [],
        close: () => new Promise((r) => server.close(() => r())),
      };
      return () => killerProxy.close();
    },
    inputs: { api_url: 'https://127.0.0.1:9', timeout: '3s' },
    env: () => ({ HTTPS_PROXY: killerProxy.url }),
    check: (r) => {
      expect(r.code).toBe(1);
      expect(r.durationMs).toBeLessThan(3_000 + START_AND_EXIT_MS);
      expect(r.outputs.status).toBe('');
      expect(r.stdout).toMatch(/::error /);
    },
  },
  {
    name: 'what is told to GitHub is redacted: a secret in a status reaches neither the PR comment nor the Deployment',
    fault:
      'a revision status ending `DEPLOY_FAILED <the API key>`; `pr_comment` and `github_environment` on a pull request',
    expected: 'exit 1; the PR comment and every Deployment status hold `***`, never the key',
    setup: async (e) => {
      revealingGitHub = await startFakeGitHub();
      e.store.nextScripts.push([
        { status: 'BUILDING', polls: 1 },
        { status: `DEPLOY_FAILED ${EMULATOR_API_KEY}` },
      ]);
      return () => revealingGitHub.close();
    },
    env: () => ({
      ...githubEnv(() => revealingGitHub)(),
      GITHUB_REF: 'refs/pull/5/merge',
      GITHUB_HEAD_REF: 'feature/x',
    }),
    inputs: {
      github_token: GITHUB_TOKEN,
      pr_comment: 'true',
      github_environment: 'pr-5',
      name: 'agent-pr-5',
    },
    check: (r) => {
      expect(r.code).toBe(1);
      const sent = JSON.stringify(revealingGitHub.requests.map((q) => q.body));
      expect(sent).toContain('***');
      expect(sent).not.toContain(EMULATOR_API_KEY);
      expect(revealingGitHub.comments[0]!.body).not.toContain(EMULATOR_API_KEY);
    },
  },
  {
    name: 'a GitHub pagination link to another origin is not followed with the token',
    fault: 'the PR comment list answers `Link: <http://other-origin/…>; rel="next"`',
    expected: 'the other origin receives no request; the comment is still posted',
    setup: async () => {
      collector = await startHostileServer((_req, res) => res.end('[]'));
      paginatingGitHub = await startFakeGitHub();
      paginatingGitHub.commentsNext = `${collector.url}/steal?page=2`;
      return () => Promise.all([collector.close(), paginatingGitHub.close()]).then(() => undefined);
    },
    env: () => ({
      ...githubEnv(() => paginatingGitHub)(),
      GITHUB_REF: 'refs/pull/6/merge',
      GITHUB_HEAD_REF: 'feature/x',
    }),
    inputs: { github_token: GITHUB_TOKEN, pr_comment: 'true', name: 'agent-pr-6' },
    check: (r, e) => {
      deployed(r, e);
      expect(collector.seen).toEqual([]);
    },
  },
  {
    name: 'line breaks in a server URL cannot break out of the summary’s Markdown',
    fault: '`custom_url` holding newlines, an @-mention, a link and a heading',
    expected:
      'deploys; the summary renders no mention, no link to the server’s target and no heading from it',
    emulator: {
      customUrl: () =>
        'https://agent.example/x\n@acme/security-team please [rotate](https://evil.example/rotate)\r# Owned',
    },
    check: (r, e) => {
      deployed(r, e);
      const shown = rendered(r.summary);
      expect(shown).not.toMatch(/@acme|\]\(https:\/\/evil|^# Owned/m);
    },
  },
  {
    name: 'a failing status holding markup and 100 KB of text is escaped and bounded in the summary heading and the annotation',
    spawn: true,
    fault: 'the revision ends `DEPLOY_FAILED <img …> [Sign in](https://evil…) @octocat` followed by 100 KB',
    expected: 'exit 1; the heading renders no image, link or mention; no log line over 8 KB',
    setup: (e) =>
      e.store.nextScripts.push([
        {
          status: `DEPLOY_FAILED <img src="https://evil.example/p.png"> [Sign in](https://evil.example/login) @octocat ${'x'.repeat(100_000)}`,
        },
      ]),
    check: (r) => {
      expect(r.code).toBe(1);
      const heading = r.summary.split('\n')[0]!;
      expect(heading.length).toBeLessThan(400);
      expect(rendered(heading)).not.toMatch(/<img|\]\(https:\/\/evil|(^|\s)@octocat/);
      expect(logLines(r.stdout).every((l) => l.length <= 20_000)).toBe(true);
    },
  },
  {
    name: 'an agent server sending an endless reply fails the check at a bounded size instead of filling the memory',
    fault: 'the agent server answers `/ok`, then answers `POST /threads` with a JSON string that never ends',
    expected: 'the smoke test fails saying the reply was too large; exit 1',
    emulator: { customUrl: () => endlessAgent.url },
    setup: async () => {
      endlessAgent = await startHostileServer((req, res) => {
        if (req.url === '/ok') return void res.end('{"ok":true}');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"thread_id":"');
        const chunk = 'x'.repeat(64 * 1024);
        const pump = (): void => {
          while (res.write(chunk));
          res.once('drain', pump);
        };
        res.on('close', () => res.removeAllListeners('drain'));
        pump();
      });
      return () => endlessAgent.close();
    },
    inputs: { smoke_test: 'true', assistant_id: 'agent', smoke_checks: 'run', smoke_timeout: '30s' },
    check: (r) => {
      expect(r.code).toBe(1);
      const report = JSON.parse(r.outputs.smoke_report!) as SmokeReport;
      expect(report.checks[0]!.detail).toMatch(/reply was larger than 16 MiB/);
      // No proof the revision is broken: a gate would not roll back for it.
      expect(report.blame).toBe('setup');
    },
  },
  {
    name: 'a long streamed answer (20 MiB of events, as messages mode sends it) passes the stream check',
    fault: 'the agent server streams 320 events of 64 KB each, then ends the stream',
    expected: 'the stream check passes: a stream is bounded line by line, not as a whole',
    emulator: { customUrl: () => chattyAgent.url },
    setup: async () => {
      chattyAgent = await startHostileServer((req, res) => {
        if (req.url === '/ok') return void res.end('{"ok":true}');
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const data = JSON.stringify([{ type: 'AIMessageChunk', content: 'a'.repeat(64 * 1024) }]);
        let sent = 0;
        const pump = (): void => {
          while (sent < 320) {
            sent++;
            if (!res.write(`event: messages/partial\ndata: ${data}\n\n`)) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
      });
      return () => chattyAgent.close();
    },
    inputs: { smoke_test: 'true', assistant_id: 'agent', smoke_checks: 'stream', smoke_timeout: '60s' },
    check: (r) => {
      expect(r.code).toBe(0);
      expect((JSON.parse(r.outputs.smoke_report!) as SmokeReport).checks[0]!.result).toBe('passed');
    },
  },
  {
    name: 'statuses named like object properties are ordinary unknown statuses',
    fault: 'revision statuses `constructor`, `__proto__`, `toString`, then `DEPLOYED`',
    expected: 'keeps polling through them; deploys; the summary is written',
    setup: (e) =>
      e.store.nextScripts.push([
        { status: 'constructor', polls: 1 },
        { status: '__proto__', polls: 1 },
        { status: 'toString', polls: 1 },
        { status: 'DEPLOYED' },
      ]),
    check: (r, e) => {
      deployed(r, e);
      expect(r.summary).toContain('`__proto__`');
    },
  },
  {
    name: 'a secret that is an ordinary word never mangles the outputs',
    fault: '`secrets: DEBUG=true` (and the run creates the deployment)',
    expected:
      'deploys; `created` is `true`, `rolled_back` `false`: fixed-word and id outputs are never redacted',
    inputs: { secrets: 'DEBUG=true' },
    check: (r, e) => {
      deployed(r, e);
      expect(r.outputs).toMatchObject({ created: 'true', rolled_back: 'false', status: 'DEPLOYED' });
    },
  },
  {
    name: 'an agent server answering with huge, control-laden ids is bounded in the log, the summary and smoke_report',
    spawn: true,
    fault:
      'the agent server answers every run request with a 400 KB `run_id` holding escape characters and `\u0085::error …`',
    expected: 'the smoke test fails; `smoke_report` stays under 50 KB; no log line starts a workflow command',
    emulator: { customUrl: () => hugeAgent.url },
    setup: async () => {
      const huge = `R1\n\u0085::error title=Spoofed::from the agent\u001b[31m${'x'.repeat(400_000)}`;
      hugeAgent = await startHostileServer((req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          req.url === '/ok'
            ? '{"ok":true}'
            : JSON.stringify({ thread_id: huge, run_id: huge, status: 'success' }),
        );
      });
      return () => hugeAgent.close();
    },
    inputs: {
      smoke_test: 'true',
      assistant_id: 'agent',
      smoke_checks: 'run',
      timeout: '30s',
      smoke_timeout: '10s',
    },
    check: (r) => {
      expect(r.code).toBe(1);
      expect(r.outputs.smoke_report!.length).toBeLessThan(50_000);
      expect(logLines(r.stdout).filter((l) => /^[\s\u0085]*::error title=Spoofed/.test(l))).toEqual([]);
      expect(logLines(r.stdout).every((l) => l.length <= 8_300)).toBe(true);
    },
  },
  {
    name: 'smoke checks against a server that never answers end at their limit, and at once on cancellation',
    spawn: true,
    fault:
      'the agent server answers `/ok`, then holds every run request; `timeout: 6s`, `smoke_timeout: 5s`; SIGINT 1 s into the checks',
    signals: true,
    expected: 'outputs within moments of SIGINT (the SDK is not waited for); exit 1',
    emulator: { customUrl: () => stuckAgent.url },
    setup: async () => {
      stuckAgent = await startHostileServer((req, res) => {
        if (req.url === '/ok') res.end('{"ok":true}');
      });
      return () => stuckAgent.close();
    },
    inputs: {
      smoke_test: 'true',
      assistant_id: 'agent',
      smoke_checks: 'run',
      timeout: '6s',
      smoke_timeout: '5s',
    },
    during: async (run) => {
      await until(() => stuckAgent.seen.some((q) => q.path !== '/ok'), 10_000);
      await new Promise((r) => setTimeout(r, 1_000));
      signalledAt = Date.now();
      run.signal('SIGINT');
    },
    check: (r) => {
      failed(r, /title=Cancelled::/);
      // The SDK is not waited for: the run ends within moments of the signal, busy machine or not.
      expect(r.exitAfterSignalMs).toBeLessThan(3_000);
    },
  },
];
