/**
 * 128 random bits, base64url: a key only this browser tab knows (shared/schemas/common.ts tabKeySchema). Sent with a
 * public page's requests, it proves a later request comes from the same tab — the same proposal sent again, the same
 * visitor simulating again.
 */
export function newTabKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
