/**
 * TRUST_PROXY: which proxies in front of the server may tell the client's address (X-Forwarded-For), as
 * Fastify's `trustProxy` takes it. The address decides the rate limits' buckets, so trusting too much
 * lets a client pick its own bucket: every proxy appends the address it saw to X-Forwarded-For, and
 * whatever is left of the entries trusted proxies wrote was written by the client.
 *
 * - a number of hops: `1` trusts the connection's peer (the one proxy in front) and takes the address
 *   that proxy saw, i.e. the rightmost X-Forwarded-For entry; `2` the one before it, and so on;
 * - a comma-separated list of the proxies' addresses or CIDR ranges (and proxy-addr's names loopback,
 *   linklocal, uniquelocal): the client is the rightmost address that is not one of them, and a
 *   connection from any other address is taken as the client itself, whatever its header says;
 * - unset, empty, `0` or `false`: no proxy; the connection's address is the client's.
 *
 * `true` (trust every hop: the leftmost entry, which the client writes) is refused at start. A number
 * of hops cannot check that the connection comes from a proxy at all: use it only when the server can be
 * reached through the proxies alone (it listens on loopback or a private network), else list them.
 */
import { isIP } from 'node:net';

/** What Fastify's `trustProxy` receives: no proxy, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDR_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  // A prefix length (10.0.0.0/8, fd00::/8) or, for IPv4, a netmask (10.0.0.0/255.0.0.0).
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') {
    throw new Error(
      "TRUST_PROXY=true would trust every X-Forwarded-For entry, the leftmost of which the client writes: set the number of proxies in front of the server (1 for one) or their addresses (e.g. '10.0.0.5' or '10.0.0.0/8')",
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of their addresses or CIDR ranges; '${wrong.join("', '")}' is neither`,
    );
  }
  return entries;
}

/**
 * The option as Fastify takes it. Fastify 5 ignores a bare number (it fails closed, trusting no hop), so
 * hops become the trust function proxy-addr calls from the connection's peer (hop 0) leftwards.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
