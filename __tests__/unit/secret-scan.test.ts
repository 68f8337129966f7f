import { problemText } from '../../src/inputs/problem.ts';
import { describe, expect, test } from '@jest/globals';
import { SecretScanner, type KnownSecret } from '../../src/source/secret-scan.ts';
import { looksLikeCredentials, secretsOf } from '../../src/source/sensitive.ts';
import { readInputs } from '../../src/inputs/read.ts';

/** The secret scan of source: upload, on bytes fed as the archive feeds them: file by file, chunk by chunk. */
const KEY = 'lsv2_pt_0123456789abcdef0123456789abcdef_0a1b2c3d4e';
const TOKEN = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a';
const ODD = 'pä ss/wörd&<>"+=';
const secrets: KnownSecret[] = [
  { input: 'api_key', value: KEY },
  { input: 'github_token', value: TOKEN },
  { input: 'secrets: ODD', value: ODD },
  { input: 'secrets: SHORT', value: 'abc1234' },
];

/** The inputs found in each file, feeding each in chunks of `size` bytes. */
function scan(files: Record<string, string | Buffer>, size = 64 * 1024): Record<string, string[]> {
  const scanner = new SecretScanner(secrets);
  for (const [path, content] of Object.entries(files)) {
    const bytes = Buffer.from(content);
    const feed = scanner.file(path);
    for (let at = 0; at < bytes.length; at += size) feed(bytes.subarray(at, at + size));
  }
  return Object.fromEntries(scanner.leaks.map((leak) => [leak.path, leak.inputs]));
}

describe('secrets the action was given, in archived files', () => {
  test('found as they are, and in every encoding the redactor knows', () => {
    const b64 = (text: string, pad = '') => Buffer.from(pad + text).toString('base64');
    expect(
      scan({
        'plain.env': `KEY=${KEY}\n`,
        'json.txt': JSON.stringify({ v: ODD }),
        'url.txt': `https://x/?p=${encodeURIComponent(ODD)}`,
        'form.txt': `p=${encodeURIComponent(ODD).replace(/%20/g, '+')}`,
        'html.txt': ODD.replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;'),
        'b64-0.yaml': `token: ${b64(TOKEN)}`,
        'b64-1.yaml': `token: ${b64(TOKEN, 'a')}`,
        'b64-2.yaml': `auth: ${b64(`x-access-token:${TOKEN}`)}`,
        'b64url.txt': b64(`ab${KEY}`).replace(/\+/g, '-').replace(/\//g, '_'),
        'clean.py': 'print("no secret here: abc1234")\n',
      }),
    ).toEqual({
      'plain.env': ['api_key'],
      'json.txt': ['secrets: ODD'],
      'url.txt': ['secrets: ODD'],
      'form.txt': ['secrets: ODD'],
      'html.txt': ['secrets: ODD'],
      'b64-0.yaml': ['github_token'],
      'b64-1.yaml': ['github_token'],
      'b64-2.yaml': ['github_token'],
      'b64url.txt': ['api_key'],
    });
  });

  test('found in a file written as UTF-16 (Windows PowerShell 5.1’s `>`), either byte order, across chunks', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`KEY=${KEY}\r\n`, 'utf16le')]);
    const be = Buffer.from(`token: ${ODD}\n`, 'utf16le').swap16();
    for (const size of [1, 7, 64 * 1024])
      expect(scan({ 'le.env': le, 'be.txt': be }, size)).toEqual({
        'le.env': ['api_key'],
        'be.txt': ['secrets: ODD'],
      });
  });

  test('found across chunk boundaries, wherever the split falls', () => {
    const text = `${'x'.repeat(100)}${KEY}${'y'.repeat(100)}`;
    for (let size = 1; size <= text.length; size++)
      expect([size, scan({ 'f.txt': text }, size)]).toEqual([size, { 'f.txt': ['api_key'] }]);
  });

  test('found in a file’s path too (the archive holds it), and said so', () => {
    const scanner = new SecretScanner(secrets);
    scanner.file(`cache/${KEY}/session.json`)(Buffer.from('{}'));
    scanner.file(`tokens/${Buffer.from(TOKEN).toString('base64')}`)(Buffer.from(`again ${TOKEN}`));
    scanner.file('clean.txt')(Buffer.from(KEY.slice(0, 7)));
    expect(scanner.leaks).toEqual([
      { path: `cache/${KEY}/session.json`, inputs: ['api_key'], inName: true },
      { path: `tokens/${Buffer.from(TOKEN).toString('base64')}`, inputs: ['github_token'], inName: true },
    ]);
  });

  test('a path and the file’s bytes are two streams: a secret is never joined across them', () => {
    const half = KEY.length / 2;
    expect(scan({ [`a/${KEY.slice(0, half)}`]: KEY.slice(half) })).toEqual({});
  });

  test('never across two files: each file is its own stream', () => {
    const half = KEY.length / 2;
    expect(scan({ a: KEY.slice(0, half), b: KEY.slice(half) }, 7)).toEqual({});
  });

  test('every input whose secret a file holds is named, the file once', () => {
    expect(scan({ '.env': `A=${TOKEN}\nB=${KEY}\nC=${KEY}\n` }, 5)).toEqual({
      '.env': ['api_key', 'github_token'],
    });
  });

  test('secrets shorter than 8 characters are not looked for (they are common words)', () => {
    expect(scan({ 'a.py': 'abc1234 abc1234' })).toEqual({});
  });

  test('a file starting as a private key, or holding one as a JSON key file does, is noted by its first bytes', () => {
    const scanner = new SecretScanner([]);
    scanner.file('keys/deploy')(Buffer.from('\n-----BEGIN RSA PRIVATE KEY-----\nMIIE\n'));
    scanner.file('cert.txt')(Buffer.from('-----BEGIN CERTIFICATE-----\n'));
    scanner.file('note.md')(Buffer.from('see -----BEGIN RSA PRIVATE KEY-----'));
    // A service account's key, as google-github-actions/auth writes it into the workspace.
    scanner.file('sa/key.json')(
      Buffer.from(
        JSON.stringify(
          {
            type: 'service_account',
            project_id: 'acme-prod',
            private_key_id: 'a'.repeat(40),
            private_key: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n',
          },
          null,
          2,
        ),
      ),
    );
    scanner.file('docs/auth.md')(Buffer.from('Set "private_key" to your key.'));
    expect(scanner.privateKeys).toEqual(['keys/deploy', 'sa/key.json']);
  });

  test('every secret input is looked for, named by its input', () => {
    const read = readInputs({
      INPUT_API_KEY: KEY,
      INPUT_NAME: 'agent',
      INPUT_SOURCE: 'upload',
      INPUT_GITHUB_TOKEN: TOKEN,
      INPUT_SECRETS: 'OPENAI_API_KEY=sk-proj-0123456789',
    });
    if (!read.ok) throw new Error(read.problems.map((p) => problemText(p)).join());
    expect(secretsOf(read.inputs)).toEqual([
      { input: 'api_key', value: KEY },
      { input: 'github_token', value: TOKEN },
      { input: 'secrets: OPENAI_API_KEY', value: 'sk-proj-0123456789' },
    ]);
  });
});

test('well-known credential files are told by name; templates and public keys are not', () => {
  const yes = [
    '.env',
    'agent/.env.local',
    'prod.env',
    '.npmrc',
    '.pypirc',
    '.netrc',
    'deploy/server.key',
    'tls/server.pem',
    'id_rsa',
    'keys/id_ed25519_deploy',
    'gcp/credentials.json',
    'service-account-prod.json',
    'home/.aws/credentials',
    '.docker/config.json',
    '.git-credentials',
    'gha-creds-4f1c2a9b8e7d6c5a.json',
    'config/gcloud/application_default_credentials.json',
    '.envrc',
  ];
  const no = [
    '.env.example',
    '.env.sample',
    '.env.template',
    'id_rsa.pub',
    'environment.py',
    'keys.py',
    'config.json',
  ];
  expect(yes.filter((path) => !looksLikeCredentials(path))).toEqual([]);
  expect(no.filter(looksLikeCredentials)).toEqual([]);
});
