/*
 * The proxy variables of the runner's environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY), read as
 * curl reads them: checked with the inputs before any request, and routed by http/proxy.ts.
 */

/** `host:port` without a scheme, as curl and the runner accept it, means an http proxy. */
export function withScheme(proxy: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`;
}

/** The variable a proxy setting is read from: lower case first, as curl does; blank is unset. */
export function proxyVariable(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return [name.toLowerCase(), name].find((n) => env[n]);
}

/**
 * The proxy variables requests would go through (HTTPS_PROXY, or HTTP_PROXY, for https; HTTP_PROXY
 * for http; lower case first) set to something no request could use, named (never quoted: a proxy
 * URL may hold a password) — checked with the inputs, before any request is sent. A variable that
 * no request reads (the upper-case one when the lower-case one is set) is not checked.
 */
export function proxyProblems(env: NodeJS.ProcessEnv): Array<{ name: string; text: string }> {
  if ((env.no_proxy || env.NO_PROXY || '').trim() === '*') return [];
  const used = new Set(
    [
      proxyVariable(env, 'HTTPS_PROXY') ?? proxyVariable(env, 'HTTP_PROXY'),
      proxyVariable(env, 'HTTP_PROXY'),
    ].filter((name): name is string => name !== undefined),
  );
  return [...used]
    .filter((name) => {
      try {
        const url = new URL(withScheme(env[name]!));
        return !(url.protocol === 'http:' || url.protocol === 'https:') || !url.hostname;
      } catch {
        return true;
      }
    })
    .map((name) => ({
      name: `${name} (environment variable)`,
      text: 'is not a proxy URL requests can go through; write http://host:port or host:port (with user:password@ before the host when the proxy needs them)',
    }));
}
