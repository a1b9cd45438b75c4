import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../../lib/http/cookies';
import { DEFAULT_LOCATION_ID } from './queries';

/**
 * spec §3: 'a cookie holds the location id'. Not httpOnly: it is no credential, and it keeps the
 * city for a visitor whose session has expired. The session's city wins when both exist.
 */
const LOCATION_COOKIE = 'location_id';
const LOCATION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The visitor's city id: session, then cookie, then the default 'Москва' (id 0, spec §9). */
export function currentLocationId(request: FastifyRequest): number {
  return (
    request.session.locationId ??
    parseLocationId(request.cookies[LOCATION_COOKIE]) ??
    DEFAULT_LOCATION_ID
  );
}

export function setLocationCookie(request: FastifyRequest, reply: FastifyReply, id: number): void {
  reply.setCookie(LOCATION_COOKIE, String(id), cookieOptions(request, LOCATION_COOKIE_MAX_AGE));
}

function parseLocationId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}
