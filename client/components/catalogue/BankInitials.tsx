import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { bankInitials, distinctBankInitials } from '../../../shared/bank-initials.ts';

/** The initials of the banks a view shows together (distinctBankInitials), by name. */
const BankInitialsContext = createContext<ReadonlyMap<string, string> | null>(null);

/**
 * Around a view that shows several banks at once (a list, a simulation's offers and refusals): their avatars never
 * repeat initials ("Sicoob" and "Sicredi" read "SB" and "SR", not "SI" twice).
 */
export function BankInitialsProvider({ names, children }: { names: readonly string[]; children: ReactNode }) {
  const key = names.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names' text is the dependency; a new array with the same names changes nothing
  const initials = useMemo(() => distinctBankInitials(names), [key]);
  return <BankInitialsContext value={initials}>{children}</BankInitialsContext>;
}

/** A bank's initials: distinct among the banks of the surrounding BankInitialsProvider, or its own when alone. */
export function useBankInitials(name: string): string {
  return useContext(BankInitialsContext)?.get(name) ?? bankInitials(name);
}
