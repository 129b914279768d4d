import { createContext, useContext, useEffect, useRef, useState } from 'react';

type UnsavedCheck = { current: () => boolean };

const UnsavedFormsContext = createContext<Set<UnsavedCheck> | null>(null);

/**
 * The forms of a panel, each saying whether it holds typed, unsaved values: the panel asks before it closes over them.
 * Returns the provider to wrap the forms in and `unsaved()`, read at the moment of closing.
 */
export function useUnsavedForms() {
  const [checks] = useState(() => new Set<UnsavedCheck>());
  const unsaved = () => [...checks].some((check) => check.current());
  return { checks, unsaved };
}

export const UnsavedFormsProvider = UnsavedFormsContext.Provider;

/** A form of the panel says, whenever asked, whether it holds unsaved values (outside a provider it says nothing). */
export function useReportUnsaved(unsaved: () => boolean) {
  const checks = useContext(UnsavedFormsContext);
  const check = useRef(unsaved);
  check.current = unsaved;
  useEffect(() => {
    if (!checks) return;
    checks.add(check);
    return () => {
      checks.delete(check);
    };
  }, [checks]);
}
