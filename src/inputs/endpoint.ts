/** Where the control plane lives: a region's hosted API, a self-hosted instance, or an explicit URL. */

/**
 * LangSmith's cloud: each region's hosts are the US hosts with the region's label in front. The
 * control plane is `[<region>.]api.host.langchain.com`, the LangSmith API
 * `[<region>.]api.smith.langchain.com`, the UI `[<region>.]smith.langchain.com` (deployment pages
 * are at /o/{tenant}/host/deployments/{id}).
 */
const CLOUD = {
  controlPlane: 'api.host.langchain.com',
  langsmithApi: 'api.smith.langchain.com',
  ui: 'smith.langchain.com',
} as const;

/** What goes in front of each cloud host for a region: nothing for the US. */
const REGION_LABEL = { us: '', eu: 'eu.' } as const;
type Region = keyof typeof REGION_LABEL;
export const REGIONS = ['us', 'eu'] as const satisfies readonly Region[];

const cloudUrl = (label: string, host: keyof typeof CLOUD): string => `https://${label}${CLOUD[host]}`;

/**
 * The region label of a cloud control plane's URL (`''` for `api.host.langchain.com`, `'eu.'`,
 * `'apac.'`, any region, this action knows it or not), or undefined for any other URL — as the Go
 * client's `cloudDashboardFor` reads a control plane's host.
 */
function cloudLabelOf(url: URL): string | undefined {
  if (url.protocol !== 'https:') return undefined;
  const host = dnsName(url.hostname);
  if (host === CLOUD.controlPlane) return '';
  return host.endsWith(`.${CLOUD.controlPlane}`) ? host.slice(0, -CLOUD.controlPlane.length) : undefined;
}

/** A host name without the final dot of its fully qualified form (`api.host.langchain.com.` is that host). */
const dnsName = (hostname: string): string => hostname.replace(/\.$/, '');

/** The control plane of a self-hosted instance is served under this prefix. */
const SELF_HOSTED_PREFIX = '/api-host';

export type EndpointChoice = { region: Region; selfHostedUrl?: URL; apiUrl?: URL };

export function controlPlaneBaseUrl(choice: EndpointChoice): string {
  if (choice.apiUrl) return stripSlash(choice.apiUrl.href);
  if (choice.selfHostedUrl) return stripSlash(choice.selfHostedUrl.href) + SELF_HOSTED_PREFIX;
  return cloudUrl(REGION_LABEL[choice.region], 'controlPlane');
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
  // Not quoted: a URL that does not parse may still carry credentials (https://user:pass@…).
  if (!URL.canParse(text)) return 'is not a URL; expected e.g. https://langsmith.example.com';
  const url = new URL(text);
  if (url.username || url.password) return 'must not carry credentials (user:password@); use api_key';
  if (url.search || url.hash) return 'must not have a query string or fragment';
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return url;
  if (url.protocol === 'http:')
    return `uses http for ${url.hostname}; only https is accepted, except for loopback hosts (127.0.0.0/8, localhost, [::1])`;
  return `uses ${url.protocol.replace(':', '')}; only https is accepted (http for loopback hosts)`;
}

/** The path the LangSmith API's endpoints hang off, on a region's host or a self-hosted instance. */
export const LANGSMITH_API_PREFIX = '/api/v1';

export interface LangSmithChoice {
  region: Region;
  selfHostedUrl?: URL;
  apiUrl?: URL;
  /** `langsmith_api_url`: as the SDK's `LANGSMITH_ENDPOINT`, ending in `/api/v1`, `/api` or neither. */
  langsmithApiUrl?: URL;
}

/**
 * The paths a LangSmith API URL (`LANGSMITH_ENDPOINT`) may end with, after the instance's root:
 * `/api` is the older self-hosted form, which the SDK still takes.
 */
const API_PATHS = [LANGSMITH_API_PREFIX, '/api'];

/**
 * Where the LangSmith API lives, ending in `/api/v1`: `langsmith_api_url` when given, else the
 * instance of the control plane — the region's API host (for a cloud control plane given as
 * `api_url` too, whatever its region), a self-hosted instance's `/api/v1`, or for another custom
 * control plane (`api_url`, the emulator) its origin.
 */
export function langsmithApiBaseUrl(choice: LangSmithChoice): string {
  if (choice.langsmithApiUrl) {
    // As the SDK takes `LANGSMITH_ENDPOINT`: `…/api/v1`, `…/api` and the bare root all mean the
    // root's `/api/v1` (`_get_openapi_base_url` in its Python client, `_getOpenAPIBaseUrl` in JS).
    const href = stripSlash(choice.langsmithApiUrl.href);
    const api = API_PATHS.find((suffix) => href.endsWith(suffix));
    return (api ? href.slice(0, -api.length) : href) + LANGSMITH_API_PREFIX;
  }
  const self = selfHostedRoot(choice);
  if (self) return self + LANGSMITH_API_PREFIX;
  const cloud = cloudLabelOf(new URL(controlPlaneBaseUrl(choice)));
  if (cloud !== undefined) return cloudUrl(cloud, 'langsmithApi') + LANGSMITH_API_PREFIX;
  return choice.apiUrl!.origin + LANGSMITH_API_PREFIX;
}

/**
 * The LangSmith UI of that API, for links to experiments: its root without `/api/v1`, where a
 * cloud API's `[<region>.]api.smith.langchain.com` is the UI's `[<region>.]smith.langchain.com`
 * (as the SDK's `getHostUrl` reads `LANGSMITH_ENDPOINT`).
 */
export function langsmithUiBaseUrl(choice: LangSmithChoice): string {
  const root = new URL(langsmithApiBaseUrl(choice).slice(0, -LANGSMITH_API_PREFIX.length));
  const host = dnsName(root.hostname);
  if (host === CLOUD.langsmithApi || host.endsWith(`.${CLOUD.langsmithApi}`))
    root.hostname = host.slice(0, -CLOUD.langsmithApi.length) + CLOUD.ui;
  return stripSlash(root.href);
}

/**
 * The LangSmith UI of the control plane's instance, for links to deployments: a region's, a cloud
 * control plane's given as `api_url` (its region's), a self-hosted instance's root; unknown for
 * another custom control plane.
 */
export function uiBaseUrl(choice: EndpointChoice): string | undefined {
  const self = selfHostedRoot(choice);
  if (self) return self;
  const cloud = cloudLabelOf(new URL(controlPlaneBaseUrl(choice)));
  return cloud === undefined ? undefined : cloudUrl(cloud, 'ui');
}

/** A self-hosted instance's root, when it is the control plane's (`api_url` overrides it). */
function selfHostedRoot(choice: EndpointChoice): string | undefined {
  return choice.selfHostedUrl && !choice.apiUrl ? stripSlash(choice.selfHostedUrl.href) : undefined;
}

export function stripSlash(href: string): string {
  return href.replace(/\/+$/, '');
}

/** LangSmith's cloud domain: any host under it is the cloud's. */
const CLOUD_DOMAIN = 'langchain.com';

/** Whether a control plane's URL is on LangSmith's cloud (a host under `langchain.com`). */
export function isLangSmithCloud(baseUrl: string): boolean {
  const host = URL.canParse(baseUrl) ? dnsName(new URL(baseUrl).hostname) : '';
  return host === CLOUD_DOMAIN || host.endsWith(`.${CLOUD_DOMAIN}`);
}

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
  const host = dnsName(url.hostname);
  if (host === CLOUD_DOMAIN || host.endsWith(`.${CLOUD_DOMAIN}`)) {
    const region = host.endsWith(`.${CLOUD.langsmithApi}`)
      ? host.slice(0, -CLOUD.langsmithApi.length - 1)
      : 'us';
    return (REGIONS as readonly string[]).includes(region)
      ? { region: region as Region }
      : { apiUrl: cloudUrl(`${region}.`, 'controlPlane') };
  }
  const api = API_PATHS.find((suffix) => url.pathname.endsWith(suffix));
  const path = api ? url.pathname.slice(0, -api.length) : url.pathname;
  return { selfHostedUrl: stripSlash(`${url.protocol}//${url.host}${path}`) };
}
