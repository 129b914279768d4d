import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import { errorTitle, UNKNOWN_FAILURE_MESSAGE, type WireErrorItem } from '../../shared/errors.ts';
import { requestPolicies } from './policies-prompt.ts';
import { readSession } from './session.ts';

/**
 * Per-call error handling options, carried as TanStack Query `meta`
 * (docs/design/product-spec.md §8 "the call's fallback message").
 */
export interface CallMeta extends Record<string, unknown> {
  /** Message shown when the call fails without an answer from the server (network down, proxy error page). */
  fallback?: string;
  /** Title for every failure of this call (e.g. login: 'Falha ao fazer login'). */
  title?: string;
  /** The caller shows the failure itself. */
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** What the client knows about a failure, whatever the transport (tRPC or REST). */
export interface ClientFailure {
  /** No answer from the server we could read. */
  network: boolean;
  status?: number;
  type?: string;
  message?: string;
  errors: WireErrorItem[];
}

interface WireLike {
  type?: unknown;
  message?: unknown;
  errors?: unknown;
}

/** Reads a docs/design/product-spec.md §8 body `{ type, message, errors }` (REST, or tRPC's `data.appError`). */
export function fromWire(body: unknown, status?: number): ClientFailure {
  const wire = (body ?? {}) as WireLike;
  const errors = Array.isArray(wire.errors)
    ? (wire.errors as unknown[]).flatMap((e) => {
        const item = e as Partial<WireErrorItem> | null;
        return item && typeof item.message === 'string' ? [{ message: item.message, ...(typeof item.field === 'string' ? { field: item.field } : {}) }] : [];
      })
    : [];
  const type = typeof wire.type === 'string' ? wire.type : undefined;
  const message = typeof wire.message === 'string' ? wire.message : errors[0]?.message;
  return { network: !type && !message, status, type, message, errors };
}

interface TRPCErrorData {
  httpStatus?: number;
  appError?: unknown;
}

export function toFailure(error: unknown): ClientFailure {
  if (error instanceof TRPCClientError) {
    const data = error.data as TRPCErrorData | undefined;
    if (data?.appError) return fromWire(data.appError, data.httpStatus);
    if (data?.httpStatus) return { network: false, status: data.httpStatus, message: undefined, errors: [] };
    return { network: true, errors: [] };
  }
  if (error && typeof error === 'object' && 'network' in error && 'errors' in error) return error as ClientFailure;
  return { network: true, errors: [] };
}

export function failureStatus(error: unknown): number | undefined {
  return toFailure(error).status;
}

/**
 * The message a user should read for a failure (docs/design/product-spec.md §8:
 * first message, else the call's fallback).
 */
export function failureMessage(failure: ClientFailure, fallback?: string): string {
  if (failure.network) return fallback ?? UNKNOWN_FAILURE_MESSAGE;
  return failure.errors[0]?.message ?? failure.message ?? fallback ?? UNKNOWN_FAILURE_MESSAGE;
}

// The same failure reported by several queries at once shows one toast.
const recent = new Map<string, number>();
function isDuplicate(key: string): boolean {
  const now = Date.now();
  for (const [k, at] of recent) if (now - at > 2000) recent.delete(k);
  if (recent.has(key)) return true;
  recent.set(key, now);
  return false;
}

/** Error toasts still on screen: a success that follows them takes them away. */
const openErrors = new Set<string>();

export function showErrorToast(title: string, message: string): void {
  if (isDuplicate(`${title}\u0000${message}`)) return;
  const id = notifications.show({ color: 'red', title, message, withBorder: true, onClose: () => openErrors.delete(id) });
  openErrors.add(id);
}

/**
 * A success, in green. The errors of the attempts before it go: "Filial cadastrada!" beside "Este e-mail já está em uso"
 * of the try before read as a contradiction.
 */
export function showSuccessToast(message: string, title?: string): void {
  for (const id of openErrors) notifications.hide(id);
  openErrors.clear();
  notifications.show({ color: 'green', title, message, withBorder: true });
}

/**
 * The one error handler of the app (docs/design/product-spec.md §8): the first message as an error toast titled from
 * the type catalogue; a failure without an answer shows the call's fallback; policies not accepted opens their modal.
 */
export function handleError(error: unknown, meta: CallMeta = {}): void {
  if (meta.silent) return;
  const failure = toFailure(error);
  if (failure.type === 'USER_POLICIES_NOT_ACCEPTED_ERROR') {
    requestPolicies();
    return;
  }
  // The session is over: ending it already said so ('Sua sessão expirou'), and the app is going to /login.
  if (failure.type === 'UNAUTHENTICATED_ERROR' && !readSession()) return;
  const title = meta.title ?? errorTitle(failure.type);
  const message = failureMessage(failure, meta.fallback);
  // A message that only repeats its title ("Falha ao fazer login" twice) says what to do instead.
  const hint = message === title && failure.type ? SAME_AS_TITLE_HINT[failure.type] : undefined;
  showErrorToast(title, hint ?? message);
}

/** What to do, for the failures whose catalogue message (docs/design/product-spec.md §8) is the same as their title. */
const SAME_AS_TITLE_HINT: Partial<Record<string, string>> = {
  // The same answer for an unknown e-mail, a wrong password and a deactivated user (no enumeration): all three named.
  LOGIN_ERROR: 'Confira o e-mail e a senha. Se o seu acesso foi desativado, fale com o administrador da sua empresa.',
};

/** A Mantine form's `setErrors`, loosely typed so every form fits. */
interface ErrorSink {
  setErrors: (errors: Record<string, string>) => void;
  getValues: () => object;
}

/**
 * Puts server field errors (`errors[].field`) on the form's inputs; returns true when at least one landed.
 * `fieldMap` renames server fields to form paths where they differ.
 */
export function applyFieldErrors(form: ErrorSink, error: unknown, fieldMap: Record<string, string> = {}): boolean {
  const values = form.getValues() as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const item of toFailure(error).errors) {
    const path = item.field ? (fieldMap[item.field] ?? item.field) : undefined;
    if (path && path in values && !(path in errors)) errors[path] = item.message;
  }
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  return true;
}
