import { describe, expect, test } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../helpers/bundle.ts';
import { parseFault } from '../../emulator/cli.ts';

const CLI = join(ROOT, 'emulator', 'cli.ts');
const INTEGRATION = '0a1b2c3d-0000-4000-8000-0000000000c1';

describe('node emulator/cli.ts', () => {
  test('--help lists every flag, the routes and the fault kinds', () => {
    const result = spawnSync(process.execPath, [CLI, '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    for (const flag of [
      '--port',
      '--prefix',
      '--api-key',
      '--tenant-id',
      '--timeline',
      '--custom-url',
      '--integration',
      '--repo',
      '--fault',
      '--build-log',
      '--server-log',
      '--no-logs',
      '--ignore-offset',
      '--no-validate',
      '--help',
    ])
      expect(result.stdout).toContain(flag);
    expect(result.stdout).toMatch(/Routes \(for --fault\): list-deployments, create-deployment/);
    expect(result.stdout).toMatch(/drop-after: act on the request/);
  });

  test('an unknown flag is an error with the help, not a stack trace', () => {
    const result = spawnSync(process.execPath, [CLI, '--nope'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Unknown option '--nope'[\s\S]*Usage: node emulator\/cli.ts/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  test('prints the URL and the API key, injects faults, serves integrations and their repositories', async () => {
    const child = spawn(
      process.execPath,
      [
        CLI,
        '--fault',
        'list-deployments=status:503x2',
        '--integration',
        `${INTEGRATION}:acme`,
        '--repo',
        `${INTEGRATION}=https://github.com/acme/agent`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('\n')) resolve(out.split('\n')[0]!);
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}`)));
      });
      const { url, api_key } = JSON.parse(line) as { url: string; api_key: string };
      expect(api_key).toBe('lsv2_emulator_key_0123456789');
      const get = async (path: string): Promise<[number, unknown]> => {
        const reply = await fetch(url + path, { headers: { 'x-api-key': api_key } });
        return [reply.status, await reply.json()];
      };
      expect((await get('/v2/deployments'))[0]).toBe(503);
      expect((await get('/v2/deployments'))[0]).toBe(503);
      expect(await get('/v2/deployments')).toEqual([200, { resources: [], offset: 0 }]);
      expect(await get('/v1/integrations/github/install')).toEqual([
        200,
        [{ id: INTEGRATION, name: 'acme', installation_id: 1 }],
      ]);
      const [, repos] = await get(`/v1/integrations/github/${INTEGRATION}/repos`);
      expect(repos).toEqual([
        expect.objectContaining({ url: 'https://github.com/acme/agent', owner: 'acme', name: 'agent' }),
      ]);
    } finally {
      child.kill('SIGTERM');
    }
  });

  test('a fault it cannot read is refused naming the flag', () => {
    const result = spawnSync(process.execPath, [CLI, '--fault', 'create-deployment=explode'], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--fault create-deployment=explode: unknown kind explode');
  });

  test.each([
    [['--integration', 'not-a-uuid'], '--integration not-a-uuid: the id must be a UUID'],
    [['--build-log', 'oops'], '--build-log oops: expected LEVEL:message'],
    [['--repo', 'nonsense'], '--repo nonsense: expected INTEGRATION_ID=https://github.com/OWNER/NAME'],
  ])('%j is refused naming the flag and what it accepts', (args, message) => {
    const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
  });

  test('faults can target the upload to its storage', () => {
    expect(parseFault('storage-put=status:403x1')).toEqual({
      route: 'storage-put',
      fault: { kind: 'status', status: 403 },
      times: 1,
    });
    const result = spawnSync(process.execPath, [CLI, '--help'], { encoding: 'utf8' });
    expect(result.stdout).toMatch(/Routes \(for --fault\):.*storage-put/);
  });

  test('a status fault can carry a Retry-After; a rewrite, whose fields only code can give, is refused', () => {
    expect(parseFault('build-logs=status:429+30x2')).toEqual({
      route: 'build-logs',
      fault: { kind: 'status', status: 429, retryAfter: '30' },
      times: 2,
    });
    expect(() => parseFault('get-revision=rewrite')).toThrow('kind rewrite is for tests only');
  });
});
