import { isIP } from 'node:net';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * The keys the lead limits count by: one per client address, however it was spelled (the inbox
 * key, canonicalEmail, is in core/lead/inbox.ts: migrations compute it too).
 */

/** The one bucket every client address that is not an IP address shares. */
export const unknownClient = 'unknown';

/**
 * A client address as one spelling: ports and brackets stripped ("1.2.3.4:5678",
 * "[2001:db8::1]:443"), an IPv4-mapped IPv6 address as IPv4, IPv6 in its canonical short form.
 * Anything that is not an IP address (empty, a name, garbage from a proxy) is `unknownClient`.
 */
export function normalizeClientIp(raw: string | undefined): string {
  let value = (raw ?? '').trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed?.[1] !== undefined) value = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  // A zone index ("fe80::1%eth0") names an interface of the proxy, not the client.
  value = value.replace(/%.*$/, '');
  const family = isIP(value);
  if (family === 4) return value;
  if (family !== 6) return unknownClient;
  // The URL parser writes IPv6 in its canonical form, and ::ffff:a.b.c.d as ::ffff:hhhh:hhhh.
  const canonical = new URL(`http://[${value}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (mapped?.[1] !== undefined && mapped[2] !== undefined) {
    const high = Number.parseInt(mapped[1], 16);
    const low = Number.parseInt(mapped[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return canonical;
}

/**
 * The per-IP limit's key of a client: its normalised address, an IPv6 address by its /56 network
 * (one customer's allocation, as express-rate-limit counts it).
 */
export function ipLimitKey(raw: string | undefined): string {
  const ip = normalizeClientIp(raw);
  return ip === unknownClient ? ip : ipKeyGenerator(ip);
}

/** C0 and C1 control characters (and DEL): never stored in, or printed from, a free-text header. */
const controls = /\p{Cc}/gu;

/** A header value as stored and shown: control characters removed. */
export function withoutControls(value: string): string {
  return value.replace(controls, '');
}
