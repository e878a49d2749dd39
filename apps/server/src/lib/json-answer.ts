import type { FastifyReply } from 'fastify';

/**
 * Sends an answer already serialised by the route's own serialiser (a kept answer): the route's
 * typed reply knows only the answer's object form, so the bytes go through the untyped reply.
 */
export function sendSerialized(reply: { send(payload: never): unknown }, body: Buffer): FastifyReply {
  const untyped = reply as unknown as FastifyReply;
  return untyped.type('application/json; charset=utf-8').send(body);
}
