import { createContext, useContext } from 'react';
import { brasiliaYear } from '../../shared/format.ts';

/**
 * The footer's copyright year, the current year in Brasília. A server-rendered page is rendered with the server's year
 * and hydrated with the same one (it travels in the page's state, server-state.ts), so a browser whose clock says
 * another year (New Year's Eve, a wrong clock) never makes hydration disagree; pages the browser renders alone read its
 * clock once, at start (main.tsx).
 */
export const CopyrightYearContext = createContext<number | null>(null);

/** The year the footer shows: the app's, or the clock's where no provider gives one. */
export function useCopyrightYear(): number {
  return useContext(CopyrightYearContext) ?? brasiliaYear(new Date());
}
