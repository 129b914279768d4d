import type { AnyProcedure, inferProcedureInput, inferProcedureOutput, TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { documentedSchema } from '../lib/read-cache.ts';
import { type AppRouter, appRouter } from '../trpc/app-router.ts';
import { createCallerFactory } from '../trpc/init.ts';

/**
 * The REST table names procedures by their tRPC path ('users.delete'); these types turn such a path into the
 * procedure's input and output, so an entry's request mapping and file builder are checked against the procedure.
 */
type Paths<R, Prefix extends string = ''> = {
  [K in keyof R & string]: R[K] extends AnyProcedure ? `${Prefix}${K}` : R[K] extends TRPCRouterRecord ? Paths<R[K], `${Prefix}${K}.`> : never;
}[keyof R & string];

type At<R, P extends string> = P extends `${infer Head}.${infer Tail}` ? (Head extends keyof R ? At<R[Head], Tail> : never) : P extends keyof R ? R[P] : never;

type Record_ = AppRouter['_def']['record'];
export type ProcedurePath = Paths<Record_>;
type ProcedureAt<P extends ProcedurePath> = At<Record_, P> extends AnyProcedure ? At<Record_, P> : never;
export type ProcedureInput<P extends ProcedurePath> = inferProcedureInput<ProcedureAt<P>>;
export type ProcedureOutput<P extends ProcedurePath> = inferProcedureOutput<ProcedureAt<P>>;

export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

/** Calls a procedure by its path through a caller (the same middlewares, permission checks and schemas as tRPC). */
export function callProcedure<P extends ProcedurePath>(caller: Caller, path: P, input: ProcedureInput<P>): Promise<ProcedureOutput<P>> {
  let target: unknown = caller;
  for (const key of path.split('.')) target = (target as Record<string, unknown>)[key];
  return (target as (input: ProcedureInput<P>) => Promise<ProcedureOutput<P>>)(input);
}

interface ProcedureDef {
  inputs: unknown[];
  output?: unknown;
  type: 'query' | 'mutation' | 'subscription';
}

/** The zod schemas a procedure declares (`.input()`, `.output()`), for the OpenAPI document. */
export function procedureSchemas(path: ProcedurePath): { input?: z.ZodType; output?: z.ZodType } {
  const procedure = (appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef } | undefined>)[path];
  if (!procedure) throw new Error(`no procedure ${path}`);
  const asZod = (s: unknown) => (s instanceof z.ZodType ? s : undefined);
  const output = asZod(procedure._def.output);
  return { input: asZod(procedure._def.inputs[0]), output: output && documentedSchema(output) };
}
