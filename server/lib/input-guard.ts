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
