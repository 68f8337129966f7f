/** Where the control plane lives: a region's hosted API, a self-hosted instance, or an explicit URL. */
const REGION_HOSTS = {
  us: 'https://api.host.langchain.com',
  eu: 'https://eu.api.host.langchain.com',
} as const;
export type Region = keyof typeof REGION_HOSTS;
export const REGIONS = ['us', 'eu'] as const satisfies readonly Region[];

/** The LangSmith UI of each region (deployment pages are at /o/{tenant}/host/deployments/{id}). */
const REGION_UI = {
  us: 'https://smith.langchain.com',
  eu: 'https://eu.smith.langchain.com',
} as const satisfies Record<Region, string>;

/** The control plane of a self-hosted instance is served under this prefix. */
const SELF_HOSTED_PREFIX = '/api-host';

export function controlPlaneBaseUrl(choice: { region: Region; selfHostedUrl?: URL; apiUrl?: URL }): string {
  if (choice.apiUrl) return stripSlash(choice.apiUrl.href);
  if (choice.selfHostedUrl) return stripSlash(choice.selfHostedUrl.href) + SELF_HOSTED_PREFIX;
  return REGION_HOSTS[choice.region];
}

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * A base URL the action may send the API key to: https, or plain http only on this machine's
 * loopback interface (the local emulator, a port-forward). Returns a problem sentence or the URL.
 */
export function checkBaseUrl(text: string): URL | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // Not quoted: a URL that does not parse may still carry credentials (https://user:pass@…).
    return 'is not a URL; expected e.g. https://langsmith.example.com';
  }
  if (url.username || url.password) return 'must not carry credentials (user:password@); use api_key';
  if (url.search || url.hash) return 'must not have a query string or fragment';
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return url;
  if (url.protocol === 'http:')
    return `uses http for ${url.hostname}; only https is accepted, except for loopback hosts (127.0.0.0/8, localhost, [::1])`;
  return `uses ${url.protocol.replace(':', '')}; only https is accepted (http for loopback hosts)`;
}

export function uiBaseUrl(choice: { region: Region; selfHostedUrl?: URL; apiUrl?: URL }): string | undefined {
  if (choice.apiUrl) return undefined;
  if (choice.selfHostedUrl) return stripSlash(choice.selfHostedUrl.href);
  return REGION_UI[choice.region];
}

export function stripSlash(href: string): string {
  return href.replace(/\/+$/, '');
}

/** LangSmith's cloud: its API hosts are `[<region>.]api.smith.langchain.com`. */
const CLOUD_DOMAIN = 'langchain.com';
const CLOUD_API_HOST = 'api.smith.langchain.com';
/** The paths a LangSmith API URL may end with (`LANGSMITH_ENDPOINT`), not the instance's root. */
const API_PATHS = ['/api/v1', '/api'];

/**
 * The control plane a LangSmith API URL (`LANGSMITH_ENDPOINT`) points to, as the Go client
 * (`langsmith deploy`) derives it: a cloud host is its region's hosted control plane (`eu.…` is
 * `eu`, any other is `us`; a region this action does not know is its `api_url`); any other host
 * is a self-hosted instance whose root is the URL without `/api/v1` or `/api`. Undefined when the
 * text is not a URL.
 */
export function fromLangSmithEndpoint(
  text: string,
): { region: Region } | { apiUrl: string } | { selfHostedUrl: string } | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(stripSlash(text));
  const host = url.hostname;
  if (host === CLOUD_DOMAIN || host.endsWith(`.${CLOUD_DOMAIN}`)) {
    const region = host.endsWith(`.${CLOUD_API_HOST}`) ? host.slice(0, -CLOUD_API_HOST.length - 1) : 'us';
    return (REGIONS as readonly string[]).includes(region)
      ? { region: region as Region }
      : { apiUrl: `https://${region}.api.host.langchain.com` };
  }
  const api = API_PATHS.find((suffix) => url.pathname.endsWith(suffix));
  const path = api ? url.pathname.slice(0, -api.length) : url.pathname;
  return { selfHostedUrl: stripSlash(`${url.protocol}//${url.host}${path}`) };
}
