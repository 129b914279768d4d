/**
 * Every chunk reachable from `starts` through static imports, the starts included. `importsOf` gives a chunk's
 * imports, or undefined for a file that is not a chunk of the build (it is left out, and so is what lies past it).
 * Shared by the build plugins (landing-chunks, vite-route-preloads) and the bundle budget.
 */
export function importClosure(starts: Iterable<string>, importsOf: (file: string) => readonly string[] | undefined): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    const imports = importsOf(file);
    if (!imports) continue;
    seen.add(file);
    stack.push(...imports);
  }
  return seen;
}
