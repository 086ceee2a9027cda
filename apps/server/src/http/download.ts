import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FileDownload } from '@rekry/domain';
import { attachmentHeader } from './stored-file.ts';

/**
 * An action's file as the answer (catalogue `download`): its body is written as it comes, at the pace the
 * client reads. A client that goes away destroys the stream, which ends the body's generator (its
 * `finally` stops the work and releases what it holds).
 */
export function sendDownload(reply: FastifyReply, file: FileDownload): FastifyReply {
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', attachmentHeader(file.filename));
  if (file.rows !== undefined) reply.header('x-export-rows', String(file.rows));
  // Bytes, not objects: the body's generator pauses once 16 kB wait unsent, so what is held is a batch.
  return reply.send(Readable.from(file.body, { objectMode: false }));
}
