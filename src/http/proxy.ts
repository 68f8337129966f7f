import type * as UndiciModule from 'undici';
import type { Dispatcher } from 'undici';
import type { ConnectTarget } from '../base/errors.ts';
import { isLoopbackHost } from '../inputs/endpoint.ts';
import { proxyVariable, withScheme } from '../inputs/proxy-env.ts';

type Undici = Pick<typeof UndiciModule, 'Agent' | 'ProxyAgent' | 'fetch'>;

/**
 * The proxy for a request, as corporate networks configure it: HTTPS_PROXY for https targets
 * (HTTP_PROXY when it is unset), HTTP_PROXY for http targets, either in lower or upper case
 * (lower first, as curl does), unless NO_PROXY exempts the host. Undefined means "direct".
 */
export function proxyFor(target: URL, env: NodeJS.ProcessEnv): string | undefined {
  return proxyRoute(target, env)?.url;
}

/** The proxy for a request and the variable that set it (`https_proxy`); undefined: direct. */
function proxyRoute(target: URL, env: NodeJS.ProcessEnv): { url: string; variable: string } | undefined {
  const http = proxyVariable(env, 'HTTP_PROXY');
  const variable = target.protocol === 'https:' ? (proxyVariable(env, 'HTTPS_PROXY') ?? http) : http;
  const noProxy = proxyVariable(env, 'NO_PROXY');
  if (!variable || exempt(target, noProxy ? env[noProxy]! : '')) return undefined;
  const url = withScheme(env[variable]!);
  // Plain http (allowed only to loopback hosts) would carry the API key in clear text to the
  // proxy: it goes through a proxy only when that proxy is on this machine too.
  if (target.protocol === 'http:' && !(URL.canParse(url) && isLoopbackHost(new URL(url).hostname)))
    return undefined;
  return { url, variable };
}

/**
 * NO_PROXY: comma- or space-separated hosts; `*` exempts all; `example.com` and `.example.com`
 * exempt the domain and its subdomains; `host:port` only that port.
 */
export function exempt(target: URL, noProxy: string): boolean {
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  return noProxy
    .split(/[,\s]+/)
    .filter(Boolean)
    .some((raw) => {
      const entry = raw.toLowerCase();
      if (entry === '*') return true;
      const { name, entryPort } = parseEntry(entry);
      if (entryPort && entryPort !== port) return false;
      const domain = name.replace(/^\*?\./, '');
      return host === domain || host.endsWith(`.${domain}`);
    });
}

/** `host`, `host:port`, `[v6]`, `[v6]:port`, or a bare IPv6 address (no port). */
function parseEntry(entry: string): { name: string; entryPort?: string } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { name: bracketed[1]!, entryPort: bracketed[2] };
  if ((entry.match(/:/g) ?? []).length > 1) return { name: entry };
  const [name, entryPort] = entry.split(':');
  return { name: name!, entryPort };
}

/** One dispatcher per proxy (and one direct), shared by every call of the run. */
export class Dispatchers {
  private readonly agents = new Map<string, Dispatcher>();
  private readonly undici: Undici;
  private readonly env: NodeJS.ProcessEnv;

  constructor(undici: Undici, env: NodeJS.ProcessEnv = process.env) {
    this.undici = undici;
    this.env = env;
  }

  for(url: string | URL): Dispatcher {
    const proxy = this.proxyOf(url);
    let agent = this.agents.get(proxy);
    if (!agent) {
      agent = proxy ? new this.undici.ProxyAgent(proxy) : new this.undici.Agent();
      this.agents.set(proxy, agent);
    }
    return agent;
  }

  /** Drops the dispatcher a URL goes through (after an abort it may be stuck); the next is new. */
  reset(url: string | URL): void {
    const proxy = this.proxyOf(url);
    const agent = this.agents.get(proxy);
    this.agents.delete(proxy);
    void agent?.destroy().catch(() => undefined);
  }

  private proxyOf(url: string | URL): string {
    return proxyFor(new URL(url), this.env) ?? '';
  }

  /** The variable whose proxy a request to `url` goes through (`https_proxy`); undefined: direct. */
  proxyVariableOf(url: string | URL): string | undefined {
    return proxyRoute(new URL(url), this.env)?.variable;
  }

  /** Where a request to `url` connects: its proxy's host and port, or its own (never a password). */
  connectsTo(url: string | URL): ConnectTarget {
    const target = new URL(url);
    const proxy = proxyFor(target, this.env);
    // A proxy URL that does not parse: undici refused it already; the target is named.
    const to = proxy && URL.canParse(proxy) ? new URL(proxy) : target;
    return { host: to.hostname, port: to.port || (to.protocol === 'https:' ? '443' : '80') };
  }

  /** A fetch that routes each request through its dispatcher (for the SDK and Octokit). */
  fetch(): typeof globalThis.fetch {
    const { fetch } = this.undici;
    return ((input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) =>
      fetch(input, { ...init, dispatcher: this.for(urlOf(input)) })) as unknown as typeof globalThis.fetch;
  }

  async close(): Promise<void> {
    await Promise.all([...this.agents.values()].map((a) => a.destroy()));
  }
}

function urlOf(input: unknown): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return (input as { url: string }).url;
}

/** The run's dispatchers, with undici loaded on first use (not at start-up). */
export async function loadDispatchers(env: NodeJS.ProcessEnv = process.env): Promise<Dispatchers> {
  return new Dispatchers(await import('undici'), env);
}
