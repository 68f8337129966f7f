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

type EndpointChoice = { region: Region; selfHostedUrl?: URL; apiUrl?: URL };

/** The input that chooses the control plane: `api_url`, else `self_hosted_url`, else `region`. */
export function controlPlaneInput(choice: EndpointChoice): 'api_url' | 'self_hosted_url' | 'region' {
  if (choice.apiUrl) return 'api_url';
  if (choice.selfHostedUrl) return 'self_hosted_url';
  return 'region';
}

export function controlPlaneBaseUrl(choice: EndpointChoice): string {
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

/** The LangSmith API (datasets, experiments) of each region. */
const LANGSMITH_API_HOSTS = {
  us: 'https://api.smith.langchain.com',
  eu: 'https://eu.api.smith.langchain.com',
} as const satisfies Record<Region, string>;

/** The path the LangSmith API's endpoints hang off, on a region's host or a self-hosted instance. */
export const LANGSMITH_API_PREFIX = '/api/v1';

export interface LangSmithChoice {
  region: Region;
  selfHostedUrl?: URL;
  apiUrl?: URL;
  /** `langsmith_api_url`: as the SDK's `LANGSMITH_ENDPOINT`, with or without `/api/v1`. */
  langsmithApiUrl?: URL;
}

/**
 * Where the LangSmith API lives, ending in `/api/v1`: `langsmith_api_url` when given, else the
 * instance of the control plane — the region's API host, a self-hosted instance's `/api/v1`, or
 * for a custom control plane (`api_url`, the emulator) its origin.
 */
export function langsmithApiBaseUrl(choice: LangSmithChoice): string {
  const root = choice.langsmithApiUrl
    ? stripSlash(choice.langsmithApiUrl.href)
    : choice.apiUrl
      ? choice.apiUrl.origin
      : choice.selfHostedUrl
        ? stripSlash(choice.selfHostedUrl.href)
        : LANGSMITH_API_HOSTS[choice.region];
  return root.endsWith(LANGSMITH_API_PREFIX) ? root : root + LANGSMITH_API_PREFIX;
}

/**
 * The LangSmith UI of that API, for links to experiments: a region's UI; for any other API its
 * root without `/api/v1`, where a hosted API's `api.` host is the UI's host without it (as the
 * SDK's `getHostUrl` reads `LANGSMITH_ENDPOINT`).
 */
export function langsmithUiBaseUrl(choice: LangSmithChoice): string {
  if (!choice.langsmithApiUrl && !choice.apiUrl && !choice.selfHostedUrl) return REGION_UI[choice.region];
  const root = new URL(langsmithApiBaseUrl(choice).slice(0, -LANGSMITH_API_PREFIX.length));
  if (/^([a-z0-9-]+\.)?api\.smith\.langchain\.com$/.test(root.hostname))
    root.hostname = root.hostname.replace('api.', '');
  return stripSlash(root.href);
}

export function uiBaseUrl(choice: EndpointChoice): string | undefined {
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
