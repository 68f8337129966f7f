import { describe, expect, test } from '@jest/globals';
import {
  checkBaseUrl,
  controlPlaneBaseUrl,
  fromLangSmithEndpoint,
  isLoopbackHost,
  langsmithApiBaseUrl,
  langsmithUiBaseUrl,
  uiBaseUrl,
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

describe('the LangSmith API and UI of an instance', () => {
  const url = (text: string) => new URL(text);

  test.each([
    ['https://ls.example.com/api', 'https://ls.example.com/api/v1', 'https://ls.example.com'],
    ['https://ls.example.com/api/', 'https://ls.example.com/api/v1', 'https://ls.example.com'],
    [
      'https://example.com/langsmith/api',
      'https://example.com/langsmith/api/v1',
      'https://example.com/langsmith',
    ],
    ['https://ls.example.com/api/v1', 'https://ls.example.com/api/v1', 'https://ls.example.com'],
    ['https://ls.example.com', 'https://ls.example.com/api/v1', 'https://ls.example.com'],
    [
      'https://eu.api.smith.langchain.com/api',
      'https://eu.api.smith.langchain.com/api/v1',
      'https://eu.smith.langchain.com',
    ],
  ])(
    'langsmith_api_url %s (as the SDK takes LANGSMITH_ENDPOINT) is the API %s, never /api/api/v1',
    (given, api, ui) => {
      const choice = { region: 'us' as const, langsmithApiUrl: url(given) };
      expect(langsmithApiBaseUrl(choice)).toBe(api);
      expect(langsmithUiBaseUrl(choice)).toBe(ui);
    },
  );

  test.each([
    ['https://api.host.langchain.com', ''],
    ['https://api.host.langchain.com/', ''],
    ['https://eu.api.host.langchain.com', 'eu.'],
    ['https://apac.api.host.langchain.com', 'apac.'],
    ['https://aws.api.host.langchain.com/', 'aws.'],
  ])('api_url %s, a cloud control plane: its region’s LangSmith API and UI', (apiUrl, label) => {
    const choice = { region: 'us' as const, apiUrl: url(apiUrl) };
    expect(langsmithApiBaseUrl(choice)).toBe(`https://${label}api.smith.langchain.com/api/v1`);
    expect(langsmithUiBaseUrl(choice)).toBe(`https://${label}smith.langchain.com`);
    expect(uiBaseUrl(choice)).toBe(`https://${label}smith.langchain.com`);
  });

  test('api_url wins over the region it is not in: region eu with the US host is the US instance', () => {
    const choice = { region: 'eu' as const, apiUrl: url('https://api.host.langchain.com') };
    expect(langsmithApiBaseUrl(choice)).toBe('https://api.smith.langchain.com/api/v1');
    expect(uiBaseUrl(choice)).toBe('https://smith.langchain.com');
  });

  test('another api_url (a proxy, the emulator) is its own origin, with no UI known for deployments', () => {
    const choice = { region: 'us' as const, apiUrl: url('http://127.0.0.1:4010/api-host') };
    expect(langsmithApiBaseUrl(choice)).toBe('http://127.0.0.1:4010/api/v1');
    expect(langsmithUiBaseUrl(choice)).toBe('http://127.0.0.1:4010');
    expect(uiBaseUrl(choice)).toBeUndefined();
    // A host that only begins as the cloud's is not it.
    expect(
      uiBaseUrl({ region: 'us', apiUrl: url('https://api.host.langchain.com.example.com') }),
    ).toBeUndefined();
  });
});

describe('a cloud host written with the final dot of a fully qualified name', () => {
  test('api_url https://api.host.langchain.com. is the cloud: its LangSmith API and UI, not the control plane`s host', () => {
    const choice = { region: 'us' as const, apiUrl: new URL('https://eu.api.host.langchain.com.') };
    expect(langsmithApiBaseUrl(choice)).toBe('https://eu.api.smith.langchain.com/api/v1');
    expect(langsmithUiBaseUrl(choice)).toBe('https://eu.smith.langchain.com');
    expect(uiBaseUrl(choice)).toBe('https://eu.smith.langchain.com');
  });

  test('langsmith_api_url https://api.smith.langchain.com./api links to the cloud`s UI', () => {
    const choice = {
      region: 'us' as const,
      langsmithApiUrl: new URL('https://api.smith.langchain.com./api'),
    };
    expect(langsmithApiBaseUrl(choice)).toBe('https://api.smith.langchain.com./api/v1');
    expect(langsmithUiBaseUrl(choice)).toBe('https://smith.langchain.com');
  });

  test('LANGSMITH_ENDPOINT https://eu.api.smith.langchain.com./api is the EU cloud (the CLI)', () => {
    expect(fromLangSmithEndpoint('https://eu.api.smith.langchain.com./api')).toEqual({ region: 'eu' });
  });
});
