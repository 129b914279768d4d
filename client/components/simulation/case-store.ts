import { useSyncExternalStore } from 'react';
import type { TSimulationParsed } from '../../../shared/schemas/simulation.ts';
import { readSession, sessionEndReason, subscribeSession } from '../../lib/session.ts';
import { emptySimulationValues, type SimulationFormValues, sameSimulation } from './simulation-form.ts';
import type { SimulationKind } from './simulation-types.ts';

/**
 * The case being simulated, per workspace: what the form holds, the request last simulated and, once saved,
 * its id (for the proposal PDF). Kept here rather than in the URL so switching between the views (and a reload)
 * keeps the case without putting a customer's CPF and income in addresses and server logs. Lives in
 * sessionStorage: gone with the tab, cleared by a logout, and only ever read back by the user who typed it (an
 * expired session keeps it, so signing in again resumes the case).
 */
export interface SimulationCase {
  values: SimulationFormValues;
  request: TSimulationParsed | null;
  savedId: string | null;
  /** The form as it was when `request` was simulated: once the form differs, the result is out of date (isOutOfDate). */
  simulatedValues: SimulationFormValues | null;
}

const KEY = (kind: SimulationKind) => `credito.simulation.${kind}`;
const cache = new Map<SimulationKind, SimulationCase>();
const listeners = new Set<() => void>();

function emptyCase(kind: SimulationKind): SimulationCase {
  return { values: emptySimulationValues(kind), request: null, savedId: null, simulatedValues: null };
}

function load(kind: SimulationKind): SimulationCase {
  try {
    const raw = window.sessionStorage.getItem(KEY(kind));
    const parsed = raw ? (JSON.parse(raw) as Partial<SimulationCase> & { ownerId?: string }) : null;
    if (parsed && parsed.ownerId === readSession()?.user.id && parsed.values && typeof parsed.values === 'object') {
      return {
        values: { ...emptySimulationValues(kind), ...parsed.values },
        request: parsed.request ?? null,
        savedId: parsed.savedId ?? null,
        simulatedValues: parsed.simulatedValues ?? null,
      };
    }
  } catch {
    // Unreadable: start over.
  }
  return emptyCase(kind);
}

export function readCase(kind: SimulationKind): SimulationCase {
  let current = cache.get(kind);
  if (!current) cache.set(kind, (current = load(kind)));
  return current;
}

export function updateCase(kind: SimulationKind, patch: Partial<SimulationCase>): void {
  const next = { ...readCase(kind), ...patch };
  cache.set(kind, next);
  try {
    window.sessionStorage.setItem(KEY(kind), JSON.stringify({ ...next, ownerId: readSession()?.user.id }));
  } catch {
    // Storage full or blocked: the case still lives in memory.
  }
  for (const listener of listeners) listener();
}

function clearAll(): void {
  for (const kind of ['realty', 'vehicle'] as const) {
    cache.delete(kind);
    try {
      window.sessionStorage.removeItem(KEY(kind));
    } catch {
      // Nothing stored.
    }
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A customer's data does not outlive the broker's session, nor passes to whoever signs in next.
let lastUserId = typeof window !== 'undefined' ? readSession()?.user.id : undefined;
if (typeof window !== 'undefined')
  subscribeSession(() => {
    const userId = readSession()?.user.id;
    if ((!userId && sessionEndReason() === 'logout') || (userId && lastUserId && userId !== lastUserId)) clearAll();
    if (userId) lastUserId = userId;
  });

/**
 * Whether the form was changed after the result on screen was simulated (an edit not simulated yet, or one the form
 * refused): that result no longer describes the form, and nothing may be saved, sent or turned into a deal from it.
 */
export function isOutOfDate(c: SimulationCase): boolean {
  return c.request !== null && c.simulatedValues !== null && !sameSimulation(c.values, c.simulatedValues);
}

/** The workspace's case, re-rendering on every change. */
export function useSimulationCase(kind: SimulationKind): SimulationCase {
  return useSyncExternalStore(
    subscribe,
    () => readCase(kind),
    () => emptyCase(kind),
  );
}
