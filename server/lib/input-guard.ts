/**
 * PostgreSQL text and jsonb cannot hold U+0000: a NUL character reaching a query fails in the database (a 500).
 * Procedures refuse it up front, naming the field, like any other invalid character (found by the R4 fuzz of
 * docs/design/security.md: bad input answers 400, never 500).
 */

/** Dotted path of the first string (value or key) in `input` holding U+0000; '' for the input itself; null if none. */
export function findNulCharacter(input: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  // Bounded walk (explicit stack, capped node count): a hostile input cannot make it slow or overflow.
  for (let visited = 0; stack.length && visited < 200_000; visited++) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
      const entries = value instanceof Map ? [...value.entries()] : value instanceof Set ? [...value].map((v, i) => [i, v]) : Object.entries(value);
      for (const [key, child] of entries) {
        const childPath = path ? `${path}.${String(key)}` : String(key);
        if (typeof key === 'string' && key.includes('\u0000')) return childPath.replaceAll('\u0000', '');
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

/** Deeper than any input of ours (a deal with associates and incomes is about ten levels, envelope included). */
export const MAX_JSON_NESTING = 64;

/**
 * Whether JSON text (a request body or a tRPC `?input=`) opens more than `max` objects or arrays inside each other.
 * Read before parsing, one pass over the characters: a body nested thousands of levels deep would otherwise overflow
 * the stack of the recursive steps after JSON.parse (superjson, zod) and fail as a 500 (R4, docs/design/security.md).
 */
export function jsonNestingExceeds(text: string | Uint8Array, max = MAX_JSON_NESTING): boolean {
  const at = typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = at(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** A client error, answered 400 'Requisição inválida' by the error handlers: JSON nested deeper than any input. */
export const tooDeeplyNested = () => Object.assign(new Error('JSON nested too deep'), { status: 400, expose: false });

/** express.json's `verify`: the raw body is checked before it is parsed. */
export function refuseDeepNesting(_req: unknown, _res: unknown, body: Buffer): void {
  if (jsonNestingExceeds(body)) throw tooDeeplyNested();
}
