import type { TestProject } from 'vitest/node';
import { buildServerTemplate } from './harness.ts';

/**
 * Browser-test setup, once per run: one server started fresh (migrations and the demo seed) and stopped, whose
 * DATA_DIR (or database, with DATABASE_URL) every test file's server then starts from (e2e/harness.ts). Removed at
 * the end of the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await buildServerTemplate();
  project.provide('e2eServerTemplate', template);
  return remove;
}
