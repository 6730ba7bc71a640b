import { isIP } from 'node:net';
import { ipv6Groups } from '../../net/ip-ranges';

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
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  }
  return `${[g0, g1, g2, g3].map((g) => g.toString(16)).join(':')}::/64`;
}
