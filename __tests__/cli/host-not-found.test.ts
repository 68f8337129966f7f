import { expect, test } from '@jest/globals';
import { HOST_NOT_FOUND_MS } from '../../src/base/policy.ts';
import { START_AND_EXIT_MS } from '../helpers/bundle.ts';
import { runCli } from '../helpers/cli.ts';

/**
 * A control-plane host that does not exist, through the built CLI: the error names the host and
 * the flag or variable that set it, as it was given. `.invalid` names never resolve (RFC 6761).
 */
const KEY = { LANGSMITH_API_KEY: 'lsv2_cli_key_for_a_host_that_does_not_exist' };

test.each([
  ['the flag', ['--api-url', 'https://control-plane.invalid'], {}, '--api-url'],
  [
    'the variable',
    [],
    { LANGGRAPH_DEPLOY_API_URL: 'https://control-plane.invalid' },
    'LANGGRAPH_DEPLOY_API_URL',
  ],
  ['the self-hosted flag', ['--self-hosted-url', 'https://control-plane.invalid'], {}, '--self-hosted-url'],
])(
  'a host set by %s that does not exist fails within 10 s, naming the host and how it was given',
  async (_how, flags, env, named) => {
    const started = Date.now();
    const r = await runCli(['status', '--name', 'agent', ...flags], { ...KEY, ...env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `The control plane's host control-plane.invalid does not exist (ENOTFOUND): ${named} sets it; check its spelling.`,
    );
    expect(Date.now() - started).toBeLessThan(HOST_NOT_FOUND_MS + START_AND_EXIT_MS);
  },
  30_000,
);
