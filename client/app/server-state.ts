import type { DehydratedState } from '@tanstack/react-query';
import superjson from 'superjson';
import type { BrandColor } from '../../shared/options.ts';
import { SSR_STATE_ID } from '../../shared/server-rendering.ts';

/** What a server-rendered page hands to the browser: the public queries it rendered with, and its brand. */
export interface ServerState {
  queries: DehydratedState;
  brand: BrandColor | null;
}

/**
 * The state as the text of a `<script type="application/json">`: superjson (dates survive), with `<` escaped so no
 * value can close the tag, and the two line separators JavaScript once refused in strings.
 */
export function serializeServerState(state: ServerState): string {
  return superjson
    .stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state of the page the server rendered, or null (every other page is rendered by the browser alone). */
export function readServerState(): ServerState | null {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return superjson.parse<ServerState>(text);
  } catch {
    return null;
  }
}
