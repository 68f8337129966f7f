import { BlockList, isIP } from 'node:net';
import { isLoopbackHost } from '../inputs/endpoint.ts';

/**
 * Where the runner may send the archive: the signed URL comes from the control plane, and a
 * hostile or broken one could aim the runner at what only the runner can reach — a cloud
 * metadata service, the runner's own machine, its private network. Such a URL is refused before
 * any connection: by its literal address, the metadata services' well-known names, and what a
 * host name resolves to (uploadUrlProblem says which kinds a name may not lead to).
 */
type Kind = 'metadata' | 'link-local' | 'unspecified' | 'loopback' | 'private';

/** Names of cloud metadata services (GCP, AWS), which a PUT must never reach. */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** Address ranges by kind, most specific first; IPv4 ones also in their IPv6 wrappings. */
const RANGES: Array<[Kind, Array<[string, number]>]> = [
  [
    'metadata',
    [
      ['fd00:ec2::254', 128], // AWS over IPv6
      ['100.100.100.200', 32], // Alibaba Cloud
    ],
  ],
  [
    'link-local',
    [
      ['169.254.0.0', 16],
      ['fe80::', 10],
    ],
  ], // AWS, GCP and Azure metadata live at 169.254.169.254
  [
    'unspecified',
    [
      ['0.0.0.0', 8],
      ['::', 128],
    ],
  ],
  [
    'loopback',
    [
      ['127.0.0.0', 8],
      ['::1', 128],
    ],
  ],
  [
    'private',
    [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
      ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
      ['fc00::', 7], // unique local
    ],
  ],
];

const LISTS: Array<[Kind, BlockList]> = RANGES.map(([kind, ranges]) => {
  const list = new BlockList();
  for (const [address, prefix] of ranges) {
    if (isIP(address) === 6) {
      list.addSubnet(address, prefix, 'ipv6');
      continue;
    }
    list.addSubnet(address, prefix, 'ipv4');
    // The same IPv4 range inside IPv6: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and
    // the old compatible form (::a.b.c.d) — but for 0.0.0.0/8, whose compatible form ::/104
    // would take in ::1, this machine.
    for (const wrapper of ['::ffff:', '64:ff9b::', ...(address === '0.0.0.0' ? [] : ['::'])])
      list.addSubnet(`${wrapper}${address}`, 96 + prefix, 'ipv6');
  }
  return [kind, list];
});

/** What kind of address a URL's host name is, if it is one the runner must be careful with. */
function kindOf(hostname: string): Kind | undefined {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (METADATA_NAMES.has(host)) return 'metadata';
  if (host === 'localhost' || host.endsWith('.localhost') || isLoopbackHost(hostname)) return 'loopback';
  const family = isIP(host);
  if (family === 0) return undefined;
  return LISTS.find(([, list]) => list.check(host, family === 4 ? 'ipv4' : 'ipv6'))?.[0];
}

const WHY: Record<Kind, string> = {
  metadata: 'a cloud metadata service',
  'link-local': 'a link-local address (where cloud metadata services answer)',
  unspecified: 'an unspecified address (0.0.0.0, ::), which reaches this machine',
  loopback: 'this machine (loopback), and the control plane is not on it',
  private:
    'a private-network address (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7), and the control plane is not on one',
};

/** Kinds a host name may not lead to, even by resolving to them (see `Resolved`). */
const NEVER_BY_NAME: readonly Kind[] = ['metadata', 'link-local', 'unspecified', 'loopback'];

/**
 * What the upload URL's host name and the control plane's resolve to (none for an address
 * literal, or when the lookup found nothing in time — the PUT then finds out for itself).
 */
interface Resolved {
  upload: string[];
  plane: string[];
}

/**
 * Why the archive must not be sent to `url`, or undefined when it may: https to a public host;
 * plain http only to this machine, and only when the control plane is on this machine too (a
 * local emulator); this machine or a private network only when the control plane is there too
 * (a self-hosted instance reached by its address); a metadata service, link-local or unspecified
 * address never. A host name is judged by what it resolves to as well (`169.254.169.254.nip.io`,
 * a hosts-file alias of 127.0.0.1) — except for private networks: a cloud's private endpoint for
 * its storage (a VPC endpoint, Private Service Connect) resolves the storage's public name to a
 * private address, and that is no reason to refuse it.
 */
export function uploadUrlProblem(
  url: string,
  controlPlane: string,
  resolved: Resolved = { upload: [], plane: [] },
): string | undefined {
  if (!URL.canParse(url)) return 'it is not a URL';
  const { protocol, hostname } = new URL(url);
  const kind = kindOf(hostname);
  const plane =
    kindOf(new URL(controlPlane).hostname) ??
    resolved.plane.map(kindOf).find((k) => k === 'loopback' || k === 'private');
  if (protocol !== 'https:' && !(protocol === 'http:' && kind === 'loopback' && plane === 'loopback'))
    return 'only https is accepted (http only on this machine, with a control plane on this machine)';
  if (kind)
    return (kind === 'loopback' || kind === 'private') && kind === plane
      ? undefined
      : `${hostname} is ${WHY[kind]}`;
  for (const address of resolved.upload) {
    const leads = kindOf(address);
    if (!leads || !NEVER_BY_NAME.includes(leads) || (leads === 'loopback' && plane === 'loopback')) continue;
    return `${hostname} resolves to ${address}, ${WHY[leads]}`;
  }
  return undefined;
}
