import ipaddr from 'ipaddr.js';
import type { FastifyRequest } from 'fastify';
import { errorMessages } from '@rekry/domain';
import { BoundedMemo } from '../core/bounded-memo.ts';

/**
 * The caller as a rate limit counts it: an IPv4 address as it is (also when written IPv4-mapped), an IPv6
 * address by its /64, since one household or server is usually given a whole /64 and could otherwise
 * take a fresh address for every request.
 */
export function callerKey(ip: string): string {
  const text = String(ip ?? '');
  return callerKeys.get(text, () => keyOfAddress(text));
}

/** callerKey's answers: parsing an address took 2–7 µs of every public position view and limited call. */
const callerKeys = new BoundedMemo<string>(10_000);

function keyOfAddress(text: string): string {
  const address = text.replace(/%.*$/, '');
  if (!ipaddr.isValid(address)) return address;
  // process() turns an IPv4-mapped IPv6 address back into the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/**
 * Per-route rate limit config for @fastify/rate-limit. Keyed by the caller (callerKey of request.ip, which TRUST_PROXY decides), and for login also by the
 * address tried, so one office behind a NAT does not lock everyone out. `factor` scales the limit
 * (RATE_LIMIT_FACTOR; the benchmark raises it).
 */
export function rateLimit(
  max: number,
  timeWindow: number,
  factor: number,
  by: 'ip' | 'identifier' = 'ip',
  onLimited?: (request: FastifyRequest) => void,
) {
  return {
    rateLimit: {
      max: Math.max(1, Math.round(max * factor)),
      timeWindow,
      keyGenerator: (request: FastifyRequest) => {
        const caller = callerKey(request.ip);
        if (by === 'ip') return caller;
        const body = (request.body ?? {}) as { email?: unknown; username?: unknown };
        const id = String(body.email ?? body.username ?? '')
          .trim()
          .toLowerCase()
          .slice(0, 254);
        return `${caller}|${id}`;
      },
      ...(onLimited ? { onExceeded: oncePerWindow(timeWindow, onLimited) } : {}),
    },
  };
}

/** Keys remembered at most (an attacker rotating addresses cannot grow the map without bound). */
const REMEMBERED_KEYS = 10_000;

/**
 * `notify` once per key and window: the plugin calls onExceeded on every refused request, and a caller
 * hammering on should leave one trace, not one per try. Per instance, in memory.
 */
export function oncePerWindow(timeWindow: number, notify: (request: FastifyRequest) => void) {
  const quietUntil = new Map<string, number>();
  return (request: FastifyRequest, key: string) => {
    const now = Date.now();
    if ((quietUntil.get(key) ?? 0) > now) return;
    if (quietUntil.size >= REMEMBERED_KEYS) {
      for (const [k, until] of quietUntil) if (until <= now) quietUntil.delete(k);
      if (quietUntil.size >= REMEMBERED_KEYS) quietUntil.clear();
    }
    quietUntil.set(key, now + timeWindow);
    notify(request);
  };
}

export function rateLimitErrorBody() {
  return { statusCode: 429, error: { code: 'rate_limited', message: errorMessages.rateLimited } };
}
