import { describe, expect, it } from 'vitest';
import { groupsFromChunks, type Landing } from './landing-chunks.ts';

const root = '/p';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false, dynamicImports: string[] = []) => ({
  fileName,
  moduleIds,
  imports,
  dynamicImports,
  isEntry,
  size: 10_000,
});

// A build's automatic chunks: the entry with one shared chunk it imports and two start-up stages it imports
// dynamically (client/main.tsx), two landing routes, the dashboard, the toasts (loaded later by every page), and
// chunks shared between them.
const chunks = [
  chunk('index.js', ['/p/client/main.tsx', '/p/node_modules/react/index.js'], ['shared-initial.js'], true, ['stage-dom.js', 'stage-start.js']),
  chunk('shared-initial.js', ['/p/client/lib/trpc.ts']),
  chunk('stage-dom.js', ['/p/node_modules/react-dom/client.js'], ['shared-stages.js']),
  chunk('stage-start.js', ['/p/client/start.tsx'], ['shared-stages.js', 'shared-initial.js']),
  chunk('shared-stages.js', ['/p/node_modules/scheduler/index.js']),
  chunk('public.js', ['/p/client/routes/simulacao/imobiliaria.$username.tsx?tsr-split=component', '/p/client/components/PublicFrame.tsx'], ['paper.js', 'input.js', 'index.js']),
  chunk('login.js', ['/p/client/routes/login.tsx?tsr-split=component'], ['paper.js', 'input.js', 'password.js', 'shared-initial.js']),
  chunk('dashboard.js', ['/p/client/routes/_auth/account/dashboard.tsx?tsr-split=component'], ['paper.js', 'portal.js', 'charts-card.js']),
  chunk('toasts.js', ['/p/client/components/Toasts.tsx'], ['portal.js']),
  chunk('paper.js', ['/p/node_modules/@mantine/core/Paper.mjs']),
  chunk('input.js', ['/p/node_modules/@mantine/core/Input.mjs', '/p/node_modules/@mantine/core/TextInput.mjs']),
  chunk('password.js', ['/p/node_modules/@mantine/core/PasswordInput.mjs']),
  chunk('portal.js', ['/p/node_modules/@mantine/core/Portal.mjs']),
  chunk('charts-card.js', ['/p/client/components/Card.tsx']),
  chunk('other-route.js', ['/p/client/routes/_auth/users.tsx?tsr-split=component'], ['portal.js']),
];
const landings: Landing[] = [
  { name: 'public', modules: ['client/routes/simulacao/imobiliaria.$username.tsx'] },
  { name: 'login', modules: ['client/routes/login.tsx'] },
  { name: 'dashboard', modules: ['client/routes/_auth/account/dashboard.tsx'] },
];

describe('groupsFromChunks', () => {
  const groups = groupsFromChunks(chunks, root, landings, ['client/components/Toasts.tsx']);

  it('puts everything index.html loads in one group per start-up stage, each module in the first stage that needs it', () => {
    expect(groups.get('/p/client/main.tsx')).toBe('app');
    expect(groups.get('/p/client/lib/trpc.ts')).toBe('app');
    expect(groups.get('/p/node_modules/react-dom/client.js')).toBe('app-1');
    expect(groups.get('/p/node_modules/scheduler/index.js')).toBe('app-1');
    expect(groups.get('/p/client/start.tsx')).toBe('app-2');
  });

  it('names every other module a landing page needs after the set of landing pages that need it', () => {
    expect(groups.get('/p/client/routes/simulacao/imobiliaria.$username.tsx?tsr-split=component')).toBe('landing-public');
    expect(groups.get('/p/client/components/PublicFrame.tsx')).toBe('landing-public');
    expect(groups.get('/p/node_modules/@mantine/core/Input.mjs')).toBe('landing-login+public');
    expect(groups.get('/p/node_modules/@mantine/core/TextInput.mjs')).toBe('landing-login+public');
    expect(groups.get('/p/node_modules/@mantine/core/Paper.mjs')).toBe('landing-dashboard+login+public');
    expect(groups.get('/p/node_modules/@mantine/core/PasswordInput.mjs')).toBe('landing-login');
    expect(groups.get('/p/client/components/Card.tsx')).toBe('landing-dashboard');
  });

  it("keeps out of the dashboard's group what the public pages load later, and leaves the other routes alone", () => {
    // The toasts need the portal, which the dashboard needs too: it stays in an automatic chunk, so the toasts never
    // fetch the dashboard's group.
    expect(groups.has('/p/node_modules/@mantine/core/Portal.mjs')).toBe(false);
    expect(groups.has('/p/client/components/Toasts.tsx')).toBe(false);
    expect(groups.has('/p/client/routes/_auth/users.tsx?tsr-split=component')).toBe(false);
  });

  it('merges a small group into the smallest group of more pages that needs it too', () => {
    const small = chunks.map((c) => (c.fileName === 'input.js' ? { ...c, size: 500 } : c));
    const merged = groupsFromChunks(small, root, landings, ['client/components/Toasts.tsx'], 8_000);
    expect(merged.get('/p/node_modules/@mantine/core/Input.mjs')).toBe('landing-dashboard+login+public');
    expect(merged.get('/p/node_modules/@mantine/core/Paper.mjs')).toBe('landing-dashboard+login+public');
    // Groups at or above the threshold stay as they are.
    expect(merged.get('/p/client/components/PublicFrame.tsx')).toBe('landing-public');
  });

  it('fails loudly when a landing module is not in the build', () => {
    expect(() => groupsFromChunks(chunks, root, [{ name: 'x', modules: ['client/routes/nada.tsx'] }], [])).toThrow(/nada\.tsx/);
  });
});
