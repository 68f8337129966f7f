import { lookup } from 'node:dns/promises';

/**
 * The addresses a host name resolves to, as the system resolver answers a connection (hosts
 * file, DNS): the upload checks where a signed URL's name leads before it sends anything there.
 * Tests script it.
 */
export type Lookup = (hostname: string) => Promise<string[]>;

export const systemLookup: Lookup = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
