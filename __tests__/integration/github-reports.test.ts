import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMULATOR_API_KEY,
  startEmulator,
  type Emulator,
  type EmulatorOptions,
} from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { tempDir } from '../helpers/temp.ts';

/**
 * What a server says reaches two places people read in GitHub: the job summary and the
 * pull-request comment. There it stays inert (no mention, reference or link of its making) and
 * bounded (GitHub refuses a comment over 65,536 characters and shows no summary over 1 MiB).
 * The run goes through the real action in process, against the emulator and a fake GitHub API.
 */
let emulator: Emulator;
let github: FakeGitHub;
beforeEach(async () => {
  github = await startFakeGitHub();
});
afterEach(async () => {
  await Promise.all([emulator?.close(), github.close()]);
});

async function start(options: EmulatorOptions = {}): Promise<void> {
  emulator = await startEmulator(options);
  emulator.store.seedDeployed('agent');
}

function pullRequest(number: number): Record<string, string> {
  const event = join(tempDir('event'), 'event.json');
  writeFileSync(event, JSON.stringify({ number, pull_request: { number, head: { sha: 'a'.repeat(40) } } }));
  return {
    GITHUB_API_URL: github.url,
    GITHUB_RUN_ID: '1',
    GITHUB_SHA: '1'.repeat(40),
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_REF: `refs/pull/${number}/merge`,
    GITHUB_HEAD_REF: 'feature',
  };
}

const preview = (extra: Record<string, string> = {}) =>
  runInProcess(
    {
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      integration_id: EMULATOR_INTEGRATION_ID,
      name: 'agent',
      github_token: 'ghs_reports_token_0001',
      pr_comment: 'true',
      github_environment: 'pr-7',
      ...extra,
    },
    { env: pullRequest(7) },
  );

const comment = (): string => {
  expect(github.comments).toHaveLength(1);
  return github.comments[0]!.body;
};

/** Server text full of what GitHub makes live in plain text. */
const LIVE =
  'see GH-13, #12, @someone, owner/repo#3, a5c3785ed8d6 and https://evil.example/x or www.evil.example';

/**
 * What GitHub would make live: the Markdown without code (blocks, spans, <code>), the links this
 * action built, and the hidden marker — every mention, reference and autolink left.
 */
function liveReferences(markdown: string): string[] {
  const prose = markdown
    .replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '')
    .replace(/<code>[\s\S]*?<\/code>/g, '')
    .replace(/(`+)[\s\S]*?\1/g, '')
    .replace(/\[[^\]]*\]\([^)\s]*\)/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  return (
    prose.match(/GH-\d+|#\d+|@\w+|(?<![a-z0-9])[0-9a-f]{7,40}(?![a-z0-9])|https?:\/\/\S+|www\.\S+/gi) ?? []
  );
}

describe('server text stays inert in the summary and the pull-request comment', () => {
  test('a build log full of references, mentions and URLs', async () => {
    await start();
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    emulator.store.nextLogs.push({ build: [{ level: 'ERROR', message: LIVE }] });
    const r = await preview();
    expect(r.exitCode).toBe(1);
    // The server's words are there, as code: readable, not live.
    expect(r.summary).toMatch(/First error in the build log: \S+ ERROR see `GH-13`, `#12`, `@someone`/);
    expect(comment()).toContain(`ERROR ${LIVE}`);
    expect(liveReferences(r.summary)).toEqual([]);
    expect(liveReferences(comment())).toEqual([]);
  });

  test('a revision status full of references, mentions and URLs', async () => {
    await start();
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: `BUILD_FAILED ${LIVE}` }]);
    const r = await preview();
    expect(r.exitCode).toBe(1);
    expect(comment()).toContain('`owner/repo#3`, `a5c3785ed8d6` and `https://evil.example/x`');
    expect(liveReferences(r.summary)).toEqual([]);
    expect(liveReferences(comment())).toEqual([]);
  });

  test('a control-plane refusal whose detail is full of references', async () => {
    await start();
    emulator.faults.add({
      route: 'patch-deployment',
      fault: { kind: 'status', status: 422, body: JSON.stringify({ detail: LIVE }) },
    });
    const r = await preview();
    expect(r.exitCode).toBe(1);
    expect(r.summary).toContain('`owner/repo#3`');
    expect(liveReferences(r.summary)).toEqual([]);
    expect(liveReferences(comment())).toEqual([]);
  });
});

/** Open code fences and `<details>` blocks a cut would leave unclosed: none. */
function unclosed(markdown: string): string[] {
  const open: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    if (fence) {
      if (line.trimEnd() === fence) fence = undefined;
    } else if (/^`{3,}/.test(line)) fence = /^`+/.exec(line)![0];
    else if (line.startsWith('<details>')) open.push('<details>');
    else if (line.startsWith('</details>')) open.pop();
  }
  return fence ? [...open, fence] : open;
}

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

describe('the summary and the comment stay within what GitHub takes, whatever the server sends', () => {
  test('a 300 KB custom_url, statuses of 5 KB changing at every check, a 100 KB failed status and a flood of log lines', async () => {
    await start({ customUrl: () => `https://agent.example/${'a'.repeat(300_000)}` });
    const flips = Array.from({ length: 250 }, (_, i) => ({
      status: `${i % 2 ? 'QUEUED' : 'BUILDING'}_${i}_${'x'.repeat(5_000)}`,
      polls: 1,
    }));
    emulator.store.nextScripts.push([...flips, { status: `BUILD_FAILED_${'y'.repeat(100_000)}` }]);
    emulator.store.nextLogs.push({
      build: Array.from({ length: 5_000 }, (_, i) => ({
        level: 'ERROR',
        message: `${i} ${'z'.repeat(3_000)}`,
      })),
    });
    const r = await preview({ timeout: '6h' });
    expect(r.exitCode).toBe(1);
    expect(r.state.revision.history.spans.length).toBeGreaterThan(250);
    // Posted: GitHub (the fake, like the real one) refuses a body over 65,536 characters.
    expect(r.stdout).not.toContain('Pull-request comment not updated');
    expect(comment().length).toBeLessThan(65_536);
    expect(bytes(r.summary)).toBeLessThan(1_048_576);
    expect(unclosed(comment())).toEqual([]);
    expect(unclosed(r.summary)).toEqual([]);
    // What the timeline leaves out, it counts.
    expect(r.summary).toMatch(/\| … \| \| \d+ more status changes not shown \|/);
  });
});
