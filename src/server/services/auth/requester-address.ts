import { isIP } from 'node:net';
import { ipv6Groups, mappedIpv4 } from '../../net/ip-ranges';

/**
 * The requester a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 network
 * (`2001:db8:1:2::/64`). One subscriber line or host gets a whole /64 and can pick any of its 2^64 addresses, so
 * counting single IPv6 addresses would give it as many fresh allowances as it likes. An IPv4 address written as
 * IPv6 (`::ffff:192.0.2.1`) counts as that IPv4 address; anything that is not an IP is kept as it is.
 */
export function requesterAddress(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '').toLowerCase();
  const version = isIP(address);
  if (version !== 6) return version === 4 ? address : ip;
  const groups = ipv6Groups(address);
  if (!groups) return ip;
  const mapped = mappedIpv4(groups);
  if (mapped) return mapped;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
