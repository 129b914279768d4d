import { type SimulationSnapshot, type TSimulationParsed, ZSimulationSnapshot, ZStoredSimulationInput } from '../../../shared/schemas/simulation.ts';
import type { AuthUser } from '../auth/session.ts';
import type { SimulationScope } from './simulations.repository.ts';

/** Which saved simulations a user sees: the whole company's, or only their own. */
export function simulationScope(user: AuthUser): SimulationScope {
  return user.permissions.has('simulation/viewCompany') ? { companyId: user.companyId } : { companyId: user.companyId, userId: user.id };
}

/** A stored input read back (validated, never cast). */
export function storedInput(raw: unknown): TSimulationParsed {
  return ZStoredSimulationInput.parse(raw);
}

/** A stored snapshot, or null for rows saved before snapshots (or one that no longer reads). */
export function storedSnapshot(raw: unknown): SimulationSnapshot | null {
  const parsed = ZSimulationSnapshot.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
