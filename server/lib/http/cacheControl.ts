import type { FastifyReply } from 'fastify';

/**
 * Lets browsers and shared caches keep an answer that is the same for every visitor (spec §7:
 * city lists are cached; menus too). When this answer also sets a cookie (the session plugin
 * extends a session now and then), only the browser may keep it: a shared cache must never hand
 * one visitor's Set-Cookie to another.
 */
export function cacheForEveryone(reply: FastifyReply, maxAgeSeconds: number): void {
  const scope = reply.hasHeader('set-cookie') ? 'private' : 'public';
  reply.header('cache-control', `${scope}, max-age=${maxAgeSeconds}`);
}
