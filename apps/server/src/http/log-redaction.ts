import type { FastifyRequest } from 'fastify';

/** Query parameters that may carry personal data (the global search's `?filter=`: names, personal numbers). */
const PRIVATE_PARAMS = ['filter'];

/** The address as the request log writes it: private parameters' values replaced by '***'. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of PRIVATE_PARAMS)
    if (params.has(name)) {
      params.set(name, '***');
      changed = true;
    }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
}

/** Fastify's own request fields, with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
