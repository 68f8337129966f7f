import { describe, expect, test } from '@jest/globals';
import { exempt, proxyFor } from '../../src/http/proxy.ts';

const https = new URL('https://api.host.langchain.com/v2/deployments');
const http = new URL('http://127.0.0.1:8123/v2/deployments');

describe('which proxy a request uses', () => {
  test('https targets use HTTPS_PROXY, http targets HTTP_PROXY', () => {
    const env = { HTTPS_PROXY: 'http://secure:3128', HTTP_PROXY: 'http://127.0.0.2:3128' };
    expect(proxyFor(https, env)).toBe('http://secure:3128');
    expect(proxyFor(http, env)).toBe('http://127.0.0.2:3128');
  });

  test('lower case works and wins over upper case', () => {
    expect(proxyFor(https, { https_proxy: 'http://lower:1', HTTPS_PROXY: 'http://upper:1' })).toBe(
      'http://lower:1',
    );
    expect(proxyFor(http, { http_proxy: 'http://localhost:2', HTTP_PROXY: 'http://127.0.0.3:2' })).toBe(
      'http://localhost:2',
    );
  });

  test('https falls back to HTTP_PROXY; nothing set means direct', () => {
    expect(proxyFor(https, { HTTP_PROXY: 'http://plain:3128' })).toBe('http://plain:3128');
    expect(proxyFor(https, {})).toBeUndefined();
  });

  test('NO_PROXY (either case) exempts hosts', () => {
    expect(proxyFor(https, { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'langchain.com' })).toBeUndefined();
    expect(proxyFor(https, { HTTPS_PROXY: 'http://p:1', no_proxy: 'example.org' })).toBe('http://p:1');
  });
});

describe('NO_PROXY matching', () => {
  test.each([
    ['*', true],
    ['api.host.langchain.com', true],
    ['langchain.com', true],
    ['.langchain.com', true],
    ['*.langchain.com', true],
    ['host.langchain.com', true],
    ['chain.com', false],
    ['api.host.langchain.com:443', true],
    ['api.host.langchain.com:8443', false],
    ['github.com, .langchain.com', true],
    ['github.com example.org', false],
    ['', false],
  ])('%j exempts https://api.host.langchain.com: %s', (noProxy, expected) =>
    expect(exempt(https, noProxy)).toBe(expected),
  );

  test('IP addresses and IPv6 literals', () => {
    expect(exempt(http, '127.0.0.1')).toBe(true);
    expect(exempt(http, '127.0.0.1:8123')).toBe(true);
    expect(exempt(new URL('http://[::1]:80/'), '[::1]')).toBe(true);
    expect(exempt(new URL('http://[::1]:80/'), '::1')).toBe(true);
  });
});

test('plain http (loopback only) never goes to a proxy off this machine: the key would cross the network in clear', () => {
  expect(proxyFor(http, { HTTP_PROXY: 'http://proxy.corp.example:3128' })).toBeUndefined();
  expect(proxyFor(http, { HTTP_PROXY: '192.0.2.2:3128' })).toBeUndefined();
  expect(proxyFor(http, { HTTP_PROXY: '127.0.0.1:3128' })).toBe('http://127.0.0.1:3128');
  expect(proxyFor(https, { HTTPS_PROXY: 'proxy.corp.example:3128' })).toBe('http://proxy.corp.example:3128');
});
