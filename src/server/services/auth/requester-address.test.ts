import { describe, expect, it } from 'vitest';
import { requesterAddress } from './requester-address';

describe('requesterAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(requesterAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const network = '2001:db8:28:64::/64';
    for (const ip of [
      '2001:db8:28:64::1',
      '2001:0DB8:0028:0064:ffff:1:2:3',
      '2001:db8:28:64:0:0:0:0',
      '2001:db8:28:64::a%eth0',
    ]) {
      expect(requesterAddress(ip)).toBe(network);
    }
    expect(requesterAddress('2001:db8:28:65::1')).toBe('2001:db8:28:65::/64');
    expect(requesterAddress('::1')).toBe('0:0:0:0::/64');
    expect(requesterAddress('2001:db8::1.2.3.4')).toBe('2001:db8:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(requesterAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(requesterAddress('::ffff:c000:201')).toBe('192.0.2.1');
  });

  it('keeps anything that is not an IP as it is', () => {
    expect(requesterAddress('unknown')).toBe('unknown');
  });
});
