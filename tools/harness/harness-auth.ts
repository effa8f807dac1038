// Who may talk to the harness: the page opened from the printed address, on this computer.
// The secret in that address becomes an HttpOnly, SameSite=Strict cookie; every later request
// must carry it, name this server as its Host (no DNS rebinding) and, for a POST, come from
// this origin with the bridge's header (no cross-site form or fetch can add both).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const COOKIE = 'harness';
;
import { BRIDGE_HEADER } from './bridge-constants';

export function sameSecret(given: string | undefined, secret: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function allowedHost(req: IncomingMessage, port: number): boolean {
  return req.headers.host === `127.0.0.1:${port}` || req.headers.host === `localhost:${port}`;
}

/** The request may reach the handlers: cookie, and for POST the origin and the bridge header. */
export function trustedCall(req: IncomingMessage, secret: string, port: number): boolean {
  if (!allowedHost(req, port) || !sameSecret(cookieOf(req, COOKIE), secret)) return false;
  if (req.method !== 'POST') return true;
  const origin = req.headers.origin;
  const ownOrigin = origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
  return ownOrigin && req.headers[BRIDGE_HEADER] === '1';
}
