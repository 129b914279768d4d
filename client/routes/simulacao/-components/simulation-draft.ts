import { emptySimulationValues, type SimulationFormValues } from '../../../components/simulation/simulation-form.ts';
import type { SimulationKind } from '../../../components/simulation/simulation-types.ts';
import { TYPES_OF } from '../../../components/simulation/TypeRadios.tsx';
import { newTabKey } from '../../../lib/tab-key.ts';

/**
 * What a visitor typed on a broker's public simulator, kept in the tab so a reload (a phone's browser dropping the
 * page, WhatsApp's in-app browser reopening it) does not empty the form: sessionStorage, as the public registration
 * does, so personal data does not outlive the tab on a shared phone.
 */
const draftKey = (username: string, kind: SimulationKind) => `credito:simulacao:${username.toLowerCase()}:${kind}`;

/** A saved value in place of an empty form's: a flag for a flag, a list of texts of the same length, else text or number. */
function fits(empty: unknown, saved: unknown): boolean {
  if (typeof empty === 'boolean') return typeof saved === 'boolean';
  if (Array.isArray(empty)) return Array.isArray(saved) && saved.length === empty.length && saved.every((v) => typeof v === 'string');
  return typeof saved === 'string' || typeof saved === 'number';
}

/** The saved form of this simulator in this tab; null when none, unreadable, or of another kind of operation. */
export function loadDraft(storage: Pick<Storage, 'getItem'>, username: string, kind: SimulationKind): SimulationFormValues | null {
  try {
    const raw = storage.getItem(draftKey(username, kind));
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SimulationFormValues> | null;
    if (!saved || typeof saved !== 'object' || !TYPES_OF[kind].includes(saved.type as never)) return null;
    const empty = emptySimulationValues(kind);
    // Only the form's own fields, each of the kind the empty form has (a value of an older build is dropped).
    const known = Object.entries(saved).filter(([k, v]) => k in empty && fits(empty[k as keyof SimulationFormValues], v));
    return { ...empty, ...Object.fromEntries(known) };
  } catch {
    return null;
  }
}

export function saveDraft(storage: Pick<Storage, 'setItem'>, username: string, kind: SimulationKind, values: SimulationFormValues): void {
  try {
    storage.setItem(draftKey(username, kind), JSON.stringify(values));
  } catch {
    // A full or disabled storage only costs the reload safety net.
  }
}

const leadKeyName = (username: string) => `credito:simulacao:${username.toLowerCase()}:lead-key`;
const TAB_KEY = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * The lead key of this tab on this broker's simulator: made on the first simulation and kept in the tab (a reload
 * keeps it, another tab or device has its own). Sent with each simulation, it lets the server update the lead this
 * tab made — and only that one: a celular or an e-mail does not prove who is simulating. With the storage full or
 * disabled, a new key each time (the caller keeps it for the page's life).
 */
export function tabLeadKey(storage: Pick<Storage, 'getItem' | 'setItem'>, username: string): string {
  try {
    const saved = storage.getItem(leadKeyName(username));
    if (saved && TAB_KEY.test(saved)) return saved;
  } catch {
    // Unreadable storage: a new key below.
  }
  const made = newTabKey();
  try {
    storage.setItem(leadKeyName(username), made);
  } catch {
    // Only a reload would then make another lead.
  }
  return made;
}
