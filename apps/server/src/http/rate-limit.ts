import type { FastifyRequest } from 'fastify';
import { errorMessages } from '@rekry/domain';

/**
 * Per-route rate limit config for @fastify/rate-limit. Keyed by client IP, and for login also by the
 * address tried, so one office behind a NAT does not lock everyone out. `factor` scales the limit
 * (RATE_LIMIT_FACTOR; the benchmark raises it).
 */
export function rateLimit(max: number, timeWindow: number, factor: number, by: 'ip' | 'identifier' = 'ip') {
  return {
    rateLimit: {
      max: Math.max(1, Math.round(max * factor)),
      timeWindow,
      keyGenerator: (request: FastifyRequest) => {
        if (by === 'ip') return request.ip;
        const body = (request.body ?? {}) as { email?: unknown; username?: unknown };
        const id = String(body.email ?? body.username ?? '')
          .trim()
          .toLowerCase()
          .slice(0, 254);
        return `${request.ip}|${id}`;
      },
    },
  };
}

export function rateLimitErrorBody() {
  return { statusCode: 429, error: { code: 'rate_limited', message: errorMessages.rateLimited } };
}
