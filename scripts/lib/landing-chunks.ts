import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { bootStarts, initialChunks } from './boot-stages.ts';
import { importClosure } from './chunk-graph.ts';

/**
 * Fewer, larger chunks for the pages people land on from outside (a customer opening a broker's WhatsApp
 * link on a phone). Left to itself, rolldown gives every set of routes sharing a module its own chunk: the public
 * simulation page needed ~65 files of a few hundred bytes each, and a phone's network pays a round trip for each.
 *
 * Which modules a page really uses is only known after tree-shaking (a route importing `@mantine/core` reaches the
 * whole library through its index), so the build runs twice: a first pass without writing, with rolldown's automatic
 * chunks, tells which modules end up in which chunk; the real build then groups them:
 * - `app`, `app-1`…: everything index.html loads up front, one group per start-up stage of client/main.tsx
 *   (scripts/lib/boot-stages.ts; rolldown spreads it over ~17 shared chunks otherwise);
 * - `landing-<pages>`: every other module a landing page needs before it paints, named after the set of landing pages
 *   that need it (`landing-public`, `landing-deal+login+public`…), so each landing page gets a handful of files and
 *   nothing it does not use.
 * The signed-in app's routes keep rolldown's automatic chunks (they import from these groups where they share code).
 */

/** A landing page: a short name (part of chunk names) and the modules its first paint starts from. */
export interface Landing {
  name: string;
  /** Paths from the project root; a route file stands for its component chunk (`?tsr-split=component`). */
  modules: string[];
}

export const LANDINGS: Landing[] = [
  { name: 'public', modules: ['client/routes/simulacao/imobiliaria.$username.tsx', 'client/routes/simulacao/veicular.$username.tsx'] },
  { name: 'login', modules: ['client/routes/login.tsx'] },
  // The other pages a customer opens from a broker's link: the proposal, its tracking link, the broker's links page.
  { name: 'deal', modules: ['client/routes/cadastro-cliente/$assetSegment.$operationType.$tokenOrUsername.{-$step}.tsx'] },
  { name: 'track', modules: ['client/routes/acompanhar/$token.tsx'] },
  { name: 'links', modules: ['client/routes/links.$username.tsx'] },
  // Fetched with the first paint of every first visit (client/components/cookies/CookieConsent.tsx).
  { name: 'cookies', modules: ['client/components/cookies/CookieBanner.tsx'] },
  // Where signing in leads: the private layout and the dashboard.
  { name: 'dashboard', modules: ['client/routes/_auth.tsx', 'client/routes/_auth/account/dashboard.tsx'] },
];

/**
 * What the public pages load later (toasts, the cookie dialog, the results, the form's validation): a module they
 * need that only the dashboard's group would hold stays in rolldown's automatic chunks, so they never fetch the whole
 * dashboard group for a few modules.
 */
export const LAZY_PUBLIC: string[] = [
  'client/components/Toasts.tsx',
  'client/components/cookies/CookiePreferencesModal.tsx',
  'client/routes/simulacao/-components/PublicResults.tsx',
  'client/components/simulation/simulation-validation.ts',
];

/** The landing page whose group is kept off the public pages' lazy parts. */
const PRIVATE_LANDING = 'dashboard';

const ROUTE_SPLIT = '?tsr-split=component';
/** A route file of TanStack Router (folders starting with `-` hold the routes' components, not routes). */
const isRouteFile = (file: string) => file.startsWith('client/routes/') && !file.includes('/-');
/** Set while the first pass runs, so the plugin does not start another one from inside it. */
const FIRST_PASS = 'CREDITO_LANDING_CHUNKS_FIRST_PASS';

type ChunkInfo = Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'dynamicImports' | 'moduleIds'> & {
  /** Size of the chunk's code (bytes, minified, before compression). */
  size: number;
};

/** A landing group smaller than this joins a group of more pages (fewer requests for a few kB more for some). */
export const MIN_GROUP_BYTES = 8_000;

/** Whether the graph of groups (an edge = a chunk of one imports a chunk of the other) has a cycle. */
function hasCycle(edges: Map<string, Set<string>>): boolean {
  const state = new Map<string, 1 | 2>();
  const visit = (node: string): boolean => {
    state.set(node, 1);
    for (const next of edges.get(node) ?? []) {
      if (next === node) continue;
      if (state.get(next) === 1) return true;
      if (!state.has(next) && visit(next)) return true;
    }
    state.set(node, 2);
    return false;
  };
  return [...edges.keys()].some((node) => !state.has(node) && visit(node));
}

/** Module id → group name, from the chunks of a build with automatic chunking. */
export function groupsFromChunks(chunks: ChunkInfo[], root: string, landings: Landing[] = LANDINGS, lazyPublic: string[] = LAZY_PUBLIC, minGroupBytes = MIN_GROUP_BYTES): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (starts: string[]) => importClosure(starts, (file) => byFile.get(file)?.imports);
  /** The chunks holding `modules`, with everything they import, minus what index.html loads. */
  const chunksOf = (modules: string[]) => {
    const ids = new Set(modules.map((m) => path.join(root, m) + (isRouteFile(m) ? ROUTE_SPLIT : '')));
    const starts = chunks.filter((c) => c.moduleIds.some((id) => ids.has(id))).map((c) => c.fileName);
    if (starts.length < ids.size) throw new Error(`algum destes não tem chunk: ${modules.join(', ')}`);
    return [...closure(starts)].filter((f) => !initial.has(f));
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('build sem entrada');
  const initial = initialChunks(entry, (file) => byFile.get(file)?.imports);

  // Every chunk a landing page needs, with the set of landing pages that need it (all of a chunk's modules share it).
  const pages = new Map<string, string[]>();
  for (const landing of landings) for (const file of chunksOf(landing.modules)) pages.set(file, [...(pages.get(file) ?? []), landing.name]);
  const lazy = new Set(chunksOf(lazyPublic));
  const groupOf = new Map<string, string>();
  for (const [file, names] of pages) {
    if (names.length === 1 && names[0] === PRIVATE_LANDING && lazy.has(file)) continue;
    groupOf.set(file, names.sort().join('+'));
  }

  // Small groups join the smallest group of a superset of their pages, unless that would make groups import each other.
  const members = (group: string) => new Set(group.split('+'));
  const sizes = () => {
    const out = new Map<string, number>();
    for (const [file, group] of groupOf) out.set(group, (out.get(group) ?? 0) + byFile.get(file)!.size);
    return out;
  };
  const edges = () => {
    const out = new Map<string, Set<string>>();
    for (const [file, group] of groupOf) {
      const to = out.get(group) ?? new Set<string>();
      for (const dep of byFile.get(file)!.imports) if (groupOf.has(dep)) to.add(groupOf.get(dep)!);
      out.set(group, to);
    }
    return out;
  };
  for (let merged = true; merged; ) {
    merged = false;
    const size = sizes();
    const small = [...size].filter(([, bytes]) => bytes < minGroupBytes).sort((a, b) => a[1] - b[1]);
    for (const [group] of small) {
      const own = members(group);
      const supersets = [...size.keys()].filter((g) => g !== group && [...own].every((p) => members(g).has(p))).sort((a, b) => members(a).size - members(b).size || size.get(b)! - size.get(a)!);
      for (const target of supersets) {
        const files = [...groupOf].filter(([, g]) => g === group).map(([f]) => f);
        for (const f of files) groupOf.set(f, target);
        if (!hasCycle(edges())) {
          merged = true;
          break;
        }
        for (const f of files) groupOf.set(f, group);
      }
      if (merged) break;
    }
  }

  const groups = new Map<string, string>();
  // What index.html loads: `app` for the entry, `app-<n>` for the modules boot stage n brings that no earlier one did.
  bootStarts(entry).forEach((start, stage) => {
    for (const file of closure([start])) for (const id of byFile.get(file)!.moduleIds) if (!groups.has(id)) groups.set(id, stage === 0 ? 'app' : `app-${stage}`);
  });
  for (const [file, group] of groupOf) for (const id of byFile.get(file)!.moduleIds) groups.set(id, `landing-${group}`);
  return groups;
}

export function landingChunks(root: string, landings: Landing[] = LANDINGS): Plugin {
  return {
    name: 'credito:landing-chunks',
    apply: 'build',
    async config() {
      if (process.env[FIRST_PASS]) return;
      process.env[FIRST_PASS] = '1';
      let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      try {
        // The project's own vite.config.ts (this plugin's home), without writing anything.
        output = (await build({ root, logLevel: 'silent', build: { write: false, manifest: false } })) as Rolldown.RolldownOutput;
      } finally {
        delete process.env[FIRST_PASS];
      }
      const outputs = Array.isArray(output) ? output : [output];
      const chunks = outputs
        .flatMap((o) => o.output)
        .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
        .map((c) => ({ fileName: c.fileName, isEntry: c.isEntry, imports: c.imports, dynamicImports: c.dynamicImports, moduleIds: c.moduleIds, size: c.code.length }));
      const groups = groupsFromChunks(chunks, root, landings);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Only the modules named here are moved; what they import is named too, or stays where it was.
                groups: [{ name: (id: string) => groups.get(id) ?? null, includeDependenciesRecursively: false }],
              },
            },
          },
        },
      };
    },
  };
}
