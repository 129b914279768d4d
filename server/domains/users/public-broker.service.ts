import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserByUsername } from './users.repository.ts';

/** The broker behind a public link: active user of an active affiliate, found by public username. */
export async function findBroker(deps: Deps, username: string) {
  const row = await findUserByUsername(deps.db, username);
  if (!row || row.status === 'inactive') throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Link não encontrado. Confira o endereço com o seu corretor');
  return row;
}
export type PublicBroker = Awaited<ReturnType<typeof findBroker>>;
