// Mantine's core styles first (docs/design/stack.md); the styles of packages only some parts use (charts, dropzone,
// toasts) are imported by the components that use them, so they load with those pages.
import '@mantine/core/styles.css';
import './app/required-fields.css';
import './app/field-focus.css';
import './app/public-pages.css';
import { reloadOnStaleBuild } from './lib/stale-build.ts';

// First, so that a stage of a build since replaced (its chunk gone after a deploy) reloads the page.
reloadOnStaleBuild();

/**
 * The app's code starts in stages, each evaluated in a task of its own: a browser evaluates a module graph in one
 * task, and the whole app's was one ~400 ms task on a phone (4× CPU throttling) during which a tap on the server-rendered
 * form waited (Lighthouse's total blocking time counts each long task past 50 ms; docs/performance.md, twentieth
 * pass). Each stage brings the libraries the next one builds on; a module a stage has already evaluated is not run
 * again. The build keeps each stage in chunks of its own and announces them all in the HTML, so they are fetched at
 * once and only their evaluation is staged (scripts/lib/boot-stages.ts).
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./app/providers.tsx');
  await nextTask();
  await import('./components/NotFoundPage.tsx');
  await nextTask();
  await import('./app/router.tsx');
  await nextTask();
  await import('./start.tsx');
}

void boot();
