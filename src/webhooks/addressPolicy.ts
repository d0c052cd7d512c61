/**
 * Where webhooks may go. Registration takes only `https` URLs without credentials; at delivery, the
 * host's addresses are checked after DNS resolution and the connection is made to the address that
 * passed (so a name that resolves elsewhere the second time, DNS rebinding, cannot slip past).
 * Private, loopback, link-local (the cloud metadata services at 169.254.169.254 and fd00:ec2::254
 * included), carrier-grade NAT, multicast and reserved ranges are refused. `allowInsecure`
 * (`LEDGERLENS_WEBHOOK_ALLOW_INSECURE=1`, for development and tests) allows `http` and those targets.
 */
import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../domain/errors.js';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['64:ff9b::', 96]] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for an address no webhook may reach unless the operator allows it. */
export const isBlockedAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? blocked.check(mapped[1]!, 'ipv4') : blocked.check(address, 'ipv6');
};

export const MAX_URL_LENGTH = 2048;

/** A URL an endpoint may be registered with; `invalid_request` saying why otherwise. */
export const checkWebhookUrl = (raw: string, allowInsecure: boolean): URL => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('invalid_request', '"url" is not an absolute URL.');
  }
  if (raw.length > MAX_URL_LENGTH) throw new AppError('invalid_request', `"url" is longer than ${MAX_URL_LENGTH} characters.`);
  if (url.protocol !== 'https:' && !(allowInsecure && url.protocol === 'http:')) {
    throw new AppError('invalid_request', '"url" must use https.');
  }
  if (url.username !== '' || url.password !== '') throw new AppError('invalid_request', '"url" must not carry a user name or password.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowInsecure && (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isBlockedAddress(host)))) {
    throw new AppError('invalid_request', '"url" points at a private, loopback or link-local address.');
  }
  return url;
};

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | { address: string; family: number }[], family?: number) => void;

/**
 * A `lookup` for `http.request`: resolves the name, refuses it when any of its addresses is blocked,
 * and hands the request the address it checked.
 */
export const guardedLookup = (allowPrivate: boolean) =>
  (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const bad = addresses.find((a) => isBlockedAddress(a.address));
      if (!allowPrivate && bad !== undefined) {
        return callback(Object.assign(new Error(`${hostname} resolves to ${bad.address}, a private, loopback or link-local address`), { code: 'EBLOCKED' }), []);
      }
      const first = addresses[0];
      if (first === undefined) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      return options.all ? callback(null, [first]) : callback(null, first.address, first.family);
    });
  };
