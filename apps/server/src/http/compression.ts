import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Encoding } from '../platform/compress.ts';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** Text the browser reads: HTML, CSS, JavaScript, JSON, XML, SVG. Files (PDF, images) are left alone. */
const COMPRESSIBLE = /^text\/|\/(?:json|javascript|xml)(?:;|$)|\+(?:json|xml)(?:;|$)/;

const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * Compresses every answer over COMPRESS_THRESHOLD as the client's Accept-Encoding allows (brotli, else
 * gzip). Brotli at quality 4 for answers made per request (11 costs far more CPU than it saves bytes);
 * static files and cached public answers come compressed already and pass through untouched. Request
 * bodies are never inflated: nobody needs to upload compressed JSON, and it would be one more bomb.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ENCODINGS,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * The route option of a route whose answers come compressed already (`sendEncoded`): the plugin's
 * per-request hooks would only find out again that there is nothing to do.
 */
export const PRECOMPRESSED = { compress: false } as const;

/** The encoding to answer a request with, or null for none. */
export function negotiatedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  return (negotiate(Array.isArray(header) ? header.join(',') : header, ENCODINGS) as Encoding | null) ?? null;
}

/**
 * Sends bytes that were compressed ahead of time: the encoding the client accepts, else the plain
 * bytes. `encoded` memoizes per encoding, so a cached answer is compressed once, not per request.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  encoded: (encoding: Encoding) => Buffer,
): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const encoding = body.length >= COMPRESS_THRESHOLD ? negotiatedEncoding(request) : null;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(encoded(encoding));
}
