/** Only paths of this app: `/x`, never `//host` or `https://…` (no open redirect through ?redirect=). */
export function safeRedirect(value: string | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value === '/login' || value.startsWith('/login?')) return undefined;
  return value;
}

export interface LoginSearch {
  redirect?: string;
}

/** /login?redirect=… : where to go after signing in; anything else in the query is dropped. */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const redirect = typeof search.redirect === 'string' && search.redirect.length <= 2000 ? search.redirect : undefined;
  return redirect ? { redirect } : {};
}
