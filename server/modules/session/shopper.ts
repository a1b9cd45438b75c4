import type { FastifyReply, FastifyRequest } from 'fastify';
import { ensureSession } from './plugin';

/**
 * Whom shop state (basket, favorites) belongs to: the signed-in user, or the guest's session
 * (ARCHITECTURE §5: guests have a basket too).
 */
export type Shopper = { kind: 'user'; userId: number } | { kind: 'session'; sessionId: string };

/** The shopper a read is for, or null for a guest who has stored nothing yet (reads create nothing). */
export function currentShopper(request: FastifyRequest): Shopper | null {
  const { user, id } = request.session;
  if (user) return { kind: 'user', userId: user.id };
  return id ? { kind: 'session', sessionId: id } : null;
}

/** The shopper a change is stored for; a first-time guest gets a session here. */
export async function claimShopper(request: FastifyRequest, reply: FastifyReply): Promise<Shopper> {
  const { user } = request.session;
  if (user) return { kind: 'user', userId: user.id };
  return { kind: 'session', sessionId: await ensureSession(request, reply) };
}
