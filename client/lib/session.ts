import { useSyncExternalStore } from 'react';
import type { AccessData, Profile } from '../../shared/schemas/auth.ts';

/**
 * The browser session of docs/design/product-spec.md §3/§4: tokens, when they were obtained, and the signed-in user's
 * profile. One localStorage key is the source of truth, so every tab sees logins, refreshes and logouts of the others.
 */
export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives, counted from `loginTime`. */
  expiresIn: number;
  /** When the current access token was obtained (ms since epoch); reset by every refresh. */
  loginTime: number;
  user: Profile;
}

/** Why the session ended: a logout goes to /login plainly, an expiry keeps the page to come back to. */
export type SessionEndReason = 'logout' | 'expired';

export const SESSION_KEY = 'credito.session';

let cached: Session | null | undefined;
let lastEndReason: SessionEndReason | null = null;
const listeners = new Set<() => void>();

function isSession(value: unknown): value is Session {
  const s = value as Partial<Session> | null;
  return (
    !!s &&
    typeof s.accessToken === 'string' &&
    typeof s.refreshToken === 'string' &&
    typeof s.expiresIn === 'number' &&
    typeof s.loginTime === 'number' &&
    !!s.user &&
    typeof s.user.id === 'string' &&
    !!s.user.role
  );
}

function load(): Session | null {
  try {
    const raw = window.localStorage.getItem(SESSION_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** The stored session, or null when nobody is signed in. */
export function readSession(): Session | null {
  if (cached === undefined) cached = load();
  return cached;
}

export function writeSession(session: Session): void {
  cached = session;
  lastEndReason = null;
  try {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the session still lives in memory for this tab.
  }
  emit();
}

/** Starts a session from a login answer. */
export function startSession(accessData: AccessData, user: Profile): Session {
  const session: Session = { ...accessData, loginTime: Date.now(), user };
  writeSession(session);
  return session;
}

/** Replaces the stored profile (after an edit, a subsidiary switch or a fresh `auth.me`). */
export function updateSessionUser(update: (user: Profile) => Profile): void {
  const current = readSession();
  if (current) writeSession({ ...current, user: update(current.user) });
}

export function clearSession(reason: SessionEndReason): void {
  cached = null;
  lastEndReason = reason;
  try {
    window.localStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing stored.
  }
  emit();
}

export function sessionEndReason(): SessionEndReason | null {
  return lastEndReason;
}

/** Milliseconds until the access token expires (negative once it has). */
export function msUntilExpiry(session: Session, now: number = Date.now()): number {
  return session.loginTime + session.expiresIn * 1000 - now;
}

/** True when the access token has expired or will within `marginMs`. */
export function isAccessExpired(session: Session, marginMs = 0): boolean {
  return msUntilExpiry(session) <= marginMs;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signed in, refreshed or signed out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    const next = load();
    if (!next && cached) lastEndReason = 'logout';
    cached = next;
    emit();
  });
}

/** The current session, re-rendering on every change. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}

let lastUser: Profile | null = null;

/**
 * The signed-in user's profile, for components under the `_auth` layout (which renders only with a session).
 * While a logout unmounts the layout, the last profile is returned instead of failing.
 */
export function useProfile(): Profile {
  const session = useSession();
  if (session) lastUser = session.user;
  if (!lastUser) throw new Error('useProfile outside a signed-in area');
  return lastUser;
}
