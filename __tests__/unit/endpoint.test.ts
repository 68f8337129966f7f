import { describe, expect, test } from '@jest/globals';
import {
  checkBaseUrl,
  controlPlaneBaseUrl,
  fromLangSmithEndpoint,
  isLoopbackHost,
} from '../../src/inputs/endpoint.ts';

describe('control-plane base URL', () => {
  test('regions map to the hosted control planes', () => {
    expect(controlPlaneBaseUrl({ region: 'us' })).toBe('https://api.host.langchain.com');
    expect(controlPlaneBaseUrl({ region: 'eu' })).toBe('https://eu.api.host.langchain.com');
  });

  test('a self-hosted instance serves the control plane under /api-host', () => {
    expect(controlPlaneBaseUrl({ region: 'us', selfHostedUrl: new URL('https://ls.example.com/') })).toBe(
      'https://ls.example.com/api-host',
    );
  });

  test('api_url wins over region and self_hosted_url', () => {
    const choice = {
      region: 'eu' as const,
      selfHostedUrl: new URL('https://a.example'),
      apiUrl: new URL('https://b.example/cp/'),
    };
    expect(controlPlaneBaseUrl(choice)).toBe('https://b.example/cp');
  });

  test.each(['localhost', '127.0.0.1', '127.1.2.3', '[::1]'])('%s is loopback', (host) =>
    expect(isLoopbackHost(host)).toBe(true),
  );
  test.each(['example.com', '10.0.0.1', '128.0.0.1', '127.example.com'])('%s is not loopback', (host) =>
    expect(isLoopbackHost(host)).toBe(false),
  );

  test('https is accepted anywhere, http only on loopback', () => {
    expect(checkBaseUrl('https://ls.example.com')).toBeInstanceOf(URL);
    expect(checkBaseUrl('http://127.0.0.1:8123')).toBeInstanceOf(URL);
    expect(checkBaseUrl('http://[::1]:8123')).toBeInstanceOf(URL);
    expect(checkBaseUrl('http://ls.example.com')).toMatch(
      /only https is accepted, except for loopback hosts/,
    );
    expect(checkBaseUrl('ftp://ls.example.com')).toMatch(/uses ftp/);
  });

  test('credentials, queries and non-URLs are refused', () => {
    expect(checkBaseUrl('https://user:pw@ls.example.com')).toMatch(/must not carry credentials/);
    expect(checkBaseUrl('https://ls.example.com/?x=1')).toMatch(/query string/);
    expect(checkBaseUrl('ls.example.com')).toMatch(/is not a URL/);
  });
});

describe('fromLangSmithEndpoint (as the Go client derives the control plane)', () => {
  test.each([
    ['https://api.smith.langchain.com', { region: 'us' }],
    ['https://eu.api.smith.langchain.com/', { region: 'eu' }],
    ['https://smith.langchain.com', { region: 'us' }],
    ['https://apac.api.smith.langchain.com', { apiUrl: 'https://apac.api.host.langchain.com' }],
    ['https://langsmith.example.com/api/v1', { selfHostedUrl: 'https://langsmith.example.com' }],
    ['https://example.com/langsmith/api', { selfHostedUrl: 'https://example.com/langsmith' }],
    ['http://127.0.0.1:8080', { selfHostedUrl: 'http://127.0.0.1:8080' }],
  ])('%s', (endpoint, expected) => expect(fromLangSmithEndpoint(endpoint)).toEqual(expected));

  test('text that is not a URL gives nothing', () => expect(fromLangSmithEndpoint('smith')).toBeUndefined());
});
