import { useSyncExternalStore } from 'react';
import type { CookieChoices } from '../../shared/cookies.ts';
import { choicesKey, readConsent, serializeConsent } from './cookie-consent.ts';
import { readSession } from './session.ts';
import { trpcClient } from './trpc.ts';

/**
 * The browser side of the cookie consent: the saved choice (from document.cookie), whether the preferences dialog is
 * open, and the server record of signed-in users' choices (LGPD art. 8). A tiny store so the banner, the dialog and
 * every footer's "Preferências de cookies" share one state.
 */
interface ConsentState {
  choices: CookieChoices | null;
  preferencesOpen: boolean;
}

/** Which user and choice the server already has (so a choice is recorded once per user, not on every page load). */
const RECORDED_KEY = 'credito.cookie-consent.recorded';

let state: ConsentState = { choices: null, preferencesOpen: false };
let loaded = false;
const listeners = new Set<() => void>();
const inFlight = new Set<string>();

function emit(next: Partial<ConsentState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function snapshot(): ConsentState {
  if (!loaded && typeof document !== 'undefined') {
    loaded = true;
    state = { ...state, choices: readConsent(document.cookie) };
  }
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The choice may change in another tab, or expire while this one sits in the background.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    const choices = readConsent(document.cookie);
    const key = (c: CookieChoices | null) => (c ? choicesKey(c) : '');
    if (key(choices) !== key(state.choices)) emit({ choices });
  });
}

export function useCookieConsent(): ConsentState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** What opened the preferences dialog (the banner's "Preferências", a footer's link): the keyboard goes back to it. */
let opener: HTMLElement | null = null;

/**
 * Opens the preferences dialog. As a click handler it remembers the button; otherwise whatever has the focus. The
 * dialog's own focus return cannot be relied on: the first time it mounts already open (its code loads on demand), and
 * Mantine records the element to go back to only when an already-mounted dialog opens.
 */
export function openCookiePreferences(event?: { currentTarget: unknown }): void {
  const from = event?.currentTarget ?? document.activeElement;
  opener = from instanceof HTMLElement && from !== document.body ? from : null;
  emit({ preferencesOpen: true });
}

export function closeCookiePreferences(): void {
  emit({ preferencesOpen: false });
  returnFocus();
}

/** The page's main content (the app's skip-link target, else the page's <main>), made focusable by script if need be. */
function mainContent(): HTMLElement | null {
  const main = document.getElementById('conteudo') ?? document.querySelector<HTMLElement>('main');
  if (main && !main.hasAttribute('tabindex')) {
    main.tabIndex = -1;
    main.style.outline = 'none';
  }
  return main;
}

/**
 * Once the dialog closes (Esc, the close button, a choice saved) or the banner goes with a choice, the keyboard is not
 * left on the page's body: back to what opened the dialog if it is still on the page (the banner's "Preferências" after
 * Esc), else to the main content (the banner is gone). Left alone if something else took the focus meanwhile.
 */
function returnFocus(): void {
  if (typeof document === 'undefined') return;
  const from = document.activeElement;
  const target = opener;
  opener = null;
  // After React has removed the banner and the dialog has let go of the focus (its trap ends with `opened`).
  window.setTimeout(() => {
    const now = document.activeElement;
    const lost = !now || now === document.body || now === from || !now.isConnected || !!now.closest('[role="dialog"]');
    if (!lost) return;
    const back = target?.isConnected && target.getClientRects().length > 0 ? target : mainContent();
    back?.focus({ preventScroll: true });
  }, 20);
}

/** Saves a choice for 30 days (hides the banner and closes the dialog) and, when signed in, records it on the server. */
export function saveCookieChoice(choices: CookieChoices): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox; the server reads this cookie
  for (const cookie of serializeConsent(choices, { now: Date.now(), secure: window.location.protocol === 'https:' })) document.cookie = cookie;
  emit({ choices: readConsent(document.cookie) ?? choices, preferencesOpen: false });
  returnFocus();
  void recordForSignedInUser();
}

function recordedMarker(): string | null {
  try {
    return window.localStorage.getItem(RECORDED_KEY);
  } catch {
    return null;
  }
}

/**
 * Records the saved choice for the signed-in user unless the server already has this very choice from this user
 * (also covers a choice made while anonymous, then a login). A failure is retried on the next page load or login.
 */
export async function recordForSignedInUser(): Promise<void> {
  const session = readSession();
  const choices = state.choices;
  if (!session || !choices) return;
  const marker = `${session.user.id}|${choicesKey(choices)}`;
  if (recordedMarker() === marker || inFlight.has(marker)) return;
  inFlight.add(marker);
  try {
    await trpcClient.privacy.recordCookieConsent.mutate({ choices });
    window.localStorage.setItem(RECORDED_KEY, marker);
  } catch {
    // Offline, session ended, storage blocked: the choice still holds in this browser; recording is tried again later.
  } finally {
    inFlight.delete(marker);
  }
}
