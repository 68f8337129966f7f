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
  const event = join(tempDir('event'), 'event.json');
  writeFileSync(
    event,
    JSON.stringify({ number: 7, pull_request: { number: 7, head: { sha: 'a'.repeat(40) } } }),
  );
  const r = await runBundle(
    emulatorInputs(emulator, {
      secrets: `DB_PASSWORD=${SECRET}`,
      github_token: 'ghs_fake_workflow_token_0001',
      pr_comment: 'true',
    }),
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
  const leaked = (text: string) =>
    text
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::') && (l.includes(twiceJson) || l.includes(html)));
  expect(leaked(r.stdout)).toEqual([]);
  expect(leaked(r.summary)).toEqual([]);
  expect(leaked(github.comments[0]?.body ?? '')).toEqual([]);
});
