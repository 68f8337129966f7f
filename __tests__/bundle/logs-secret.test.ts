import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { runBundle } from '../helpers/bundle.ts';
import { tempDir } from '../helpers/temp.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { emulatorInputs } from '../helpers/inputs.ts';

let emulator: Emulator;
let github: FakeGitHub;
beforeEach(async () => {
  [emulator, github] = await Promise.all([startEmulator(), startFakeGitHub()]);
});
afterEach(async () => {
  await Promise.all([emulator.close(), github.close()]);
});

/** The bundle as a pull request's workflow runs it, with a PR comment to write. */
async function onPullRequest(inputs: Record<string, string>) {
  const event = join(tempDir('event'), 'event.json');
  writeFileSync(
    event,
    JSON.stringify({ number: 7, pull_request: { number: 7, head: { sha: 'a'.repeat(40) } } }),
  );
  return runBundle(
    emulatorInputs(emulator, { ...inputs, github_token: 'ghs_fake_workflow_token_0001', pr_comment: 'true' }),
    {
      GITHUB_API_URL: github.url,
      GITHUB_RUN_ID: '1',
      GITHUB_SHA: '1'.repeat(40),
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_HEAD_REF: 'f',
    },
  );
}

// A password with a backslash (common in generated passwords and Windows-style values).
const SECRET = 'Zq7\\mK9#vR2pL&x';
// A JSON logger logging a JSON request body: the secret escaped twice.
const twiceJson = JSON.stringify(JSON.stringify(SECRET)).slice(3, -3);
// An HTML/XML error page echoing the value.
const html = SECRET.replace(/&/g, '&amp;');

test('a secret with & and \\ echoed HTML-escaped or JSON-escaped twice in build-log ERROR lines is redacted from the log, the annotation, the summary and the PR comment', async () => {
  emulator.faults.add({
    route: 'build-logs',
    fault: {
      kind: 'rewrite',
      set: {
        logs: [
          {
            id: '1',
            level: 'ERROR',
            message: `{"event":"request","body":"{\\"password\\":\\"${twiceJson}\\"}"}`,
          },
          { id: '2', level: 'ERROR', message: `<Error><Message>bad password ${html}</Message></Error>` },
        ],
        next_offset: null,
      },
    },
    times: 10,
  });
  emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
  const r = await onPullRequest({ secrets: `DB_PASSWORD=${SECRET}` });
  const leaked = (text: string) =>
    text
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::') && (l.includes(twiceJson) || l.includes(html)));
  expect(leaked(r.stdout)).toEqual([]);
  expect(leaked(r.summary)).toEqual([]);
  expect(leaked(github.comments[0]?.body ?? '')).toEqual([]);
});

// A key without characters any encoding changes: only the breaks inside it hide it.
const SPLIT = 'sk-split-secret-7Qx93LmW';
/** The secret cut by line breaks, escape sequences and other characters a log shows as breaks. */
const broken = [
  'sk-split-\nsecret-7Qx93LmW',
  'sk-spl\r\nit-secret-7Qx93LmW',
  'sk-split-secret\r-7Qx93LmW',
  'sk\n-split\r\n-secret\r-7Qx\n93LmW',
  'sk-split-\u001b[31msecret-7Qx93LmW\u001b[0m',
  'sk-split-secret\u2028-7Qx93LmW',
  'sk-split-secret-\n\n7Qx93LmW',
];

/** Lines of `text` that reveal SPLIT once breaks, ↵ marks, escape sequences and spaces are taken out. */
function revealing(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => !line.startsWith('::add-mask::'))
    .filter((line) =>
      line
        .replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, '')
        .replace(/[\s↵\u0000-\u001f\u007f-\u009f\u2028\u2029]|%0A|%0D/g, '')
        .includes(SPLIT),
    );
}

test('a secret split by line breaks inside one log message is never shown joined: not in the streamed lines, the tail, the annotation, the summary, the outputs or the PR comment', async () => {
  emulator.store.nextLogs.push({
    build: broken.map((message, i) => ({ level: i % 2 ? 'ERROR' : 'INFO', message: `token=${message} end` })),
  });
  emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 2 }, { status: 'BUILD_FAILED' }]);
  const r = await onPullRequest({ secrets: `OPENAI_API_KEY=${SPLIT}`, logs: 'stream' });
  expect(r.code).toBe(1);
  // The lines were shown (streamed and in the tail), each with its secret redacted.
  expect(r.stdout.match(/token=\*\*\* end/g)?.length).toBeGreaterThanOrEqual(2 * broken.length);
  expect(r.stdout).toMatch(/::error .*First error in the build log: \S+ ERROR token=\*\*\* end/);
  expect(revealing(r.stdout)).toEqual([]);
  expect(revealing(r.summary)).toEqual([]);
  expect(revealing(Object.values(r.outputs).join('\n'))).toEqual([]);
  expect(github.comments[0]?.body).toContain('token=*** end');
  expect(revealing(github.comments[0]?.body ?? '')).toEqual([]);
});
