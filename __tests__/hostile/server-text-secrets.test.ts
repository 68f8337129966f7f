import { afterEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { startFakeGitHub } from '../helpers/fake-github.ts';
import { startHostileServer, type HostileServer } from '../helpers/hostile-server.ts';
import { runInProcess, type InProcessResult } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { fleetManifest, Monorepo } from '../helpers/monorepo.ts';

/**
 * Wherever the action quotes a server — a status in a failure's title, an error page, a secret's
 * name, GitHub's words in a fleet plan — it redacts the whole text before it cuts it: a cut made
 * first leaves a piece of a secret the redactor no longer recognises.
 */

/** A key longer than any quote of a server's text, of letters and digits. */
const KEY = `lsv2_pt_${'Qm7Zx2Rb9Kw4Tn6Yp8Vd3Hs5Lf1Jc0Ga'.repeat(3)}`;
const SECRET = 'Ab3De5Gh7Jk9Mn2Pq4St6Vw8Yz1Bc3Ef5Hi7Kl9No2Qr4Tu6Wx8Za1Cd3Fg5Ij7Lm9Op2Rs4Uv6Xy8';

/** Every window of 8 characters of `secret` found in `text` (the runner's masks aside). */
function fragmentsOf(secret: string, text: string): string[] {
  const shown = text
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  const found: string[] = [];
  for (let at = 0; at + 8 <= secret.length; at++)
    if (shown.includes(secret.slice(at, at + 8))) found.push(secret.slice(at, at + 8));
  return found;
}

const everything = (r: InProcessResult): string =>
  [r.stdout, r.summary, JSON.stringify(r.outputs)].join('\n');

let emulator: Emulator | undefined;
let hostile: HostileServer | undefined;
afterEach(async () => {
  await Promise.all([emulator?.close(), hostile?.close()]);
  emulator = hostile = undefined;
});

describe('a secret in the control plane’s words', () => {
  test('a failed revision whose status holds the key: the failure’s title shows none of it', async () => {
    emulator = await startEmulator({ apiKey: KEY });
    emulator.store.nextScripts.push([{ status: `DEPLOY_FAILED ${KEY}` }]);
    const r = await runInProcess(
      emulatorInputs(emulator, { api_key: KEY, name: 'agent', smoke_test: 'false' }),
    );
    expect(r.exitCode).toBe(1);
    expect(r.state.failure!.title).toBe('Revision DEPLOY_FAILED ***');
    expect(fragmentsOf(KEY, everything(r))).toEqual([]);
  });

  test('an authentication status holding the key: the title shows none of it', async () => {
    hostile = await startHostileServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: `denied ${KEY}` }));
    });
    const r = await runInProcess({
      command: 'wait-auth',
      api_key: KEY,
      api_url: hostile.url,
      auth_id: 'auth-1',
      timeout: '10s',
    });
    expect(r.state.failure!.title).toBe('Authentication denied ***');
    expect(fragmentsOf(KEY, everything(r))).toEqual([]);
  });

  test('a deployment whose secret is named like a value the step gives: the refusal shows none of it', async () => {
    emulator = await startEmulator({ apiKey: KEY });
    emulator.store.seedDeployed('agent').secrets.push({ name: SECRET, value: 'x' });
    const r = await runInProcess(
      emulatorInputs(emulator, {
        api_key: KEY,
        name: 'agent',
        secrets: `OPENAI_API_KEY=${SECRET}`,
        smoke_test: 'false',
      }),
    );
    expect(r.state.failure!.title).toBe('Secrets would be deleted');
    expect(r.state.failure!.message).toContain('has secret ***, which secrets leaves out');
    expect(fragmentsOf(SECRET, everything(r))).toEqual([]);
  });
});

describe('a secret in GitHub’s words, in a fleet plan', () => {
  test('an error page naming the token where the plan cuts GitHub’s words: the plan shows none of it', async () => {
    const token = `ghs_${SECRET}`;
    emulator = await startEmulator({ apiKey: KEY });
    const github = await startFakeGitHub();
    try {
      const repo = new Monorepo(
        fleetManifest({ defaults: '  source: upload\n  github_environment: production' }),
      );
      for (const name of ['support', 'research', 'billing', 'triage', 'search'])
        emulator.store.seedUploaded(`${name}-agent`);
      github.deploymentsListReply = {
        status: 502,
        contentType: 'text/plain',
        body: `${'Unicorn! '.repeat(20)}${token}`,
      };
      const r = await runInProcess(
        {
          api_key: KEY,
          api_url: emulator.url,
          command: 'plan',
          manifest: 'deploy/fleet.yml',
          github_token: token,
        },
        { env: { GITHUB_WORKSPACE: repo.dir, GITHUB_SHA: repo.head(), GITHUB_API_URL: github.url } },
      );
      expect(r.exitCode).toBe(0);
      expect(r.outputs.plan).toContain('***');
      expect(fragmentsOf(token, everything(r))).toEqual([]);
    } finally {
      await github.close();
    }
  });
});
