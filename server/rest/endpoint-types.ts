import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { ProcedureInput, ProcedureOutput, ProcedurePath } from './procedures.ts';
import type { SentFile } from './send-file.ts';

export type Method = 'get' | 'post' | 'patch' | 'delete';

/**
 * Who may call: anyone, a signed-in user (bearer access token; the procedure checks the permission), or whoever holds
 * a live tracking link (its token in the path is the credential).
 */
export type Auth = 'public' | 'bearer' | 'trackingLink';

/** The one file of a multipart upload: its bytes and the name it was sent with. */
export interface UploadedFile {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
}

interface Documented {
  method: Method;
  /** Express path (`:name` parameters) under /api/v1. */
  path: string;
  /** pt-BR, as the OpenAPI document shows it. */
  summary: string;
  auth: Auth;
  /**
   * Failures worth naming besides the standard ones of `auth` (status → pt-BR description); all in the error
   * shape of docs/design/product-spec.md §8.
   */
  errors?: Record<string, string>;
}

interface ProcedureBacked<P extends ProcedurePath> extends Documented {
  /** The tRPC procedure the path calls (its schemas are the request's and the answer's). */
  procedure: P;
  /**
   * Path parameters that are not the procedure input's field of the same name: the input field they fill (by name),
   * or their own schema when they fill none (a file's extension).
   */
  params?: Record<string, string | z.ZodType>;
  /** The documented body when it is not the procedure's input less the path parameters. */
  body?: z.ZodType;
  /** The body may also come form-encoded (docs/design/product-spec.md §7 login). */
  form?: boolean;
}

/** A JSON answer: the procedure's output, with `status`. */
export interface JsonEndpoint<P extends ProcedurePath = ProcedurePath> extends ProcedureBacked<P> {
  kind: 'json';
  status: 200 | 201;
  /** pt-BR description of the success answer. */
  success: string;
  input(req: Request): ProcedureInput<P>;
}

/** A download: the procedure's output made into a file (sendFile). */
export interface FileEndpoint<P extends ProcedurePath = ProcedurePath> extends ProcedureBacked<P> {
  kind: 'file';
  /** The content types it may answer with. */
  types: string[];
  success: string;
  input(req: Request): ProcedureInput<P>;
  file(output: ProcedureOutput<P>, req: Request): SentFile | Promise<SentFile>;
}

/** A multipart upload of exactly one file; who may send it is settled before the body is read. */
export interface UploadEndpoint<P extends ProcedurePath = ProcedurePath> extends ProcedureBacked<P> {
  kind: 'upload';
  success: string;
  input(req: Request, file: UploadedFile): ProcedureInput<P>;
}

/** A path served by a router of its own (not a procedure), documented here with its schemas. */
export interface MountedEndpoint extends Documented {
  kind: 'mounted';
  status: 200 | 201;
  success: string;
  body: z.ZodType;
  response: z.ZodType;
  /** Where the router is mounted and how it is made (it answers failures through `send`). */
  mount: { at: string; router(deps: Deps, send: (req: Request, res: Response, err: unknown) => void): Router };
}

export type ProcedureEndpoint = JsonEndpoint | FileEndpoint | UploadEndpoint;
export type Endpoint = ProcedureEndpoint | MountedEndpoint;
