import { describe, expect, it } from 'vitest';
import { ipLimitKey, normalizeClientIp, unknownClient, withoutControls } from './contact-keys';

describe('normalizeClientIp', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['[::ffff:203.0.113.7]:443', '203.0.113.7'],
    ['2001:DB8::1', '2001:db8::1'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:8080', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
  ])('writes %j as %s', (raw, ip) => {
    expect(normalizeClientIp(raw)).toBe(ip);
  });

  it.each([undefined, '', 'unknown', 'proxy.example.com', '203.0.113', '999.1.1.1', '1.2.3.4.5', '[1.2.3.4]x', '::g'])(
    'puts %j, which is not an IP address, in the one shared bucket',
    (raw) => {
      expect(normalizeClientIp(raw)).toBe(unknownClient);
    },
  );

  it('gives every spelling of one client one limit key, and an IPv6 client its /56', () => {
    const spellings = [
      '198.51.100.4',
      '198.51.100.4:1',
      '198.51.100.4:65535',
      '::ffff:198.51.100.4',
      '[::ffff:c633:6404]:9',
    ];
    expect(new Set(spellings.map(ipLimitKey))).toEqual(new Set(['198.51.100.4']));
    expect(ipLimitKey('2001:db8:aa:bb::1')).toBe(ipLimitKey('[2001:db8:aa:ff::2]:80'));
    expect(ipLimitKey('garbage')).toBe(unknownClient);
  });
});

describe('withoutControls', () => {
  it('drops C0, DEL and C1 controls and keeps the rest of the text', () => {
    expect(withoutControls('Mozilla/5.0\u001b[2J\u0000\u007f\u0085\u009b (X11; Linux) é')).toBe(
      'Mozilla/5.0[2J (X11; Linux) é',
    );
  });
});
