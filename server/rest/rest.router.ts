import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { CALL_MESSAGES, MSG } from '../../shared/messages.ts';
import type { Deps } from '../deps.ts';
import { authenticate } from '../domains/auth/session.ts';
import { dealOfToken } from '../domains/public-deals/tracking.service.ts';
import { AppError, toAppError } from '../lib/errors.ts';
import { refuseDeepNesting } from '../lib/input-guard.ts';
import { createContext } from '../trpc/context.ts';
import type { Auth, ProcedureEndpoint, UploadEndpoint, UploadedFile } from './endpoint-types.ts';
import { ENDPOINTS } from './endpoints.ts';
import { openApiDocument } from './openapi.ts';
import { callProcedure, createCaller } from './procedures.ts';
import { sendFile } from './send-file.ts';

/**
 * The documented REST surface (docs/design/product-spec.md §7) over the same procedures as tRPC, served from the table
 * in endpoints.ts: each path only reshapes the HTTP request into a procedure input and the answer or AppError into the
 * documented JSON or file. No rules live here.
 */
export function createRestRouter(deps: Deps): express.Router {
  const r = express.Router();
  r.use(express.json({ limit: '1mb', verify: refuseDeepNesting }));
  r.use(express.urlencoded({ extended: false, limit: '100kb' }));
  const send = (req: Request, res: Response, err: unknown) => sendError(deps, req, res, err);

  r.get('/openapi.json', (_req, res) => res.json(openApiDocument(deps.config.publicUrl)));

  /** Calls the entry's procedure as the request's user and answers its output as JSON or as a file. */
  const serve =
    (e: ProcedureEndpoint): RequestHandler =>
    async (req, res) => {
      try {
        const caller = createCaller(await createContext(deps, req, res));
        const input = e.kind === 'upload' ? e.input(req, received.get(req) ?? { bytes: new Uint8Array(), name: '' }) : e.input(req);
        const output = await callProcedure(caller, e.procedure, input);
        if (e.kind === 'file') await sendFile(res, await e.file(output, req), deps.log);
        else res.status(e.kind === 'json' ? e.status : 200).json(output);
      } catch (err) {
        send(req, res, err);
      }
    };

  for (const e of ENDPOINTS) {
    if (e.kind === 'mounted') r.use(e.mount.at, e.mount.router(deps, send));
    else if (e.kind === 'upload') r[e.method](e.path, ...receiveUpload(deps, e), serve(e));
    else r[e.method](e.path, serve(e));
  }

  // A documented path called with another method: 405 and the methods it takes (RFC 9110 §15.5.6), not "not found".
  for (const [path, methods] of methodsByPath(ENDPOINTS)) r.all(path, (req, res) => methodNotAllowed(req, res, methods));

  r.use((req: Request, res: Response) => send(req, res, new AppError('ENTITY_NOT_FOUND_ERROR', 'Recurso não encontrado')));
  // Malformed JSON and other body-parser failures: 400, never a stack; a body above the limit: 413, saying so.
  r.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, type, limit } = err as { status?: number; type?: string; limit?: number };
    if (type === 'entity.too.large') return sendValidation(res, 413, `A requisição passa do tamanho máximo de ${formatLimit(limit)}`);
    send(req, res, status && status < 500 ? new AppError('VALIDATION_ERROR', 'Requisição inválida') : err);
  });
  return r;
}

/** Each path served here and the HTTP methods it answers (GET also answers HEAD). Mounted routers answer their own. */
function methodsByPath(endpoints: typeof ENDPOINTS): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const e of endpoints) {
    if (e.kind === 'mounted') continue;
    const methods = byPath.get(e.path) ?? [];
    methods.push(...(e.method === 'get' ? ['GET', 'HEAD'] : [e.method.toUpperCase()]));
    byPath.set(e.path, methods);
  }
  return byPath;
}

function methodNotAllowed(req: Request, res: Response, methods: string[]): void {
  res.setHeader('Allow', methods.join(', '));
  sendValidation(res, 405, `Este caminho não aceita ${req.method}. Use ${methods.filter((m) => m !== 'HEAD').join(' ou ')}`);
}

/** A request refused for its form with an HTTP status of its own (405, 413): the spec's VALIDATION_ERROR body. */
function sendValidation(res: Response, status: number, message: string): void {
  res.locals.errorType = 'VALIDATION_ERROR';
  res.status(status).json({ type: 'VALIDATION_ERROR', message, errors: [{ message }] });
}

/** body-parser's limit in bytes, as people read it: "1 MB", "100 KB". */
const formatLimit = (bytes = 0) => (bytes >= 1_000_000 ? `${Math.round(bytes / 1_048_576)} MB` : `${Math.round(bytes / 1024)} KB`);

/** A multipart path taking exactly one file; its bytes go to a procedure that checks them by content. */
const multipart = multer({ storage: multer.memoryStorage(), limits: { fileSize: 10_000_000, files: 1, fields: 5 } });
const received = new WeakMap<Request, UploadedFile>();

/**
 * Who may send a multipart body is settled before a byte of it is read: a missing or ended session (or an unknown
 * tracking link) answers at once and the connection closes, so nobody streams megabytes to be turned away.
 */
function gateFor(deps: Deps, auth: Auth): (req: Request) => Promise<void> {
  if (auth === 'trackingLink')
    return async (req) => {
      await dealOfToken(deps, String(req.params.token));
    };
  return async (req) => {
    if (auth === 'bearer' && !(await authenticate(deps, req.get('authorization')))) throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.unauthenticated);
  };
}

/** The gate, then the multipart body read into `received` (refused with the spec's upload messages). */
/** What the sender is told of a multipart body multer could not read. */
function uploadFailure(err: unknown): string {
  const { code, message } = err as { code?: string; message?: string };
  if (code === 'LIMIT_FILE_COUNT') return MSG.fileLimit;
  if (code === 'LIMIT_FILE_SIZE') return MSG.fileTooLarge('mais de 10 MB');
  // busboy's words for a body that stopped before the form's end: the upload was cut, ask for it again.
  if (/unexpected end of form|part terminated early/i.test(message ?? '')) return MSG.fileInterrupted;
  return MSG.fileUnknown;
}

function receiveUpload(deps: Deps, e: UploadEndpoint): RequestHandler[] {
  const gate = gateFor(deps, e.auth);
  return [
    async (req, res, next) => {
      try {
        await gate(req);
      } catch (err) {
        res.setHeader('Connection', 'close');
        sendError(deps, req, res, err);
        return;
      }
      next();
    },
    (req, res, next) =>
      multipart.any()(req, res, (err: unknown) => {
        if (err) {
          const message = uploadFailure(err);
          sendError(deps, req, res, new AppError('UPLOAD_ERROR', message, { errors: [{ field: 'file', message }] }));
          return;
        }
        const files = (req.files as Express.Multer.File[] | undefined) ?? [];
        // docs/api-rest.md: the file goes in the multipart field "file".
        if (files.some((f) => f.fieldname !== 'file')) {
          const message = MSG.fileField;
          sendError(deps, req, res, new AppError('UPLOAD_ERROR', message, { errors: [{ field: 'file', message }] }));
          return;
        }
        received.set(req, { bytes: Uint8Array.from(files[0]?.buffer ?? []), name: files[0]?.originalname ?? '' });
        next();
      }),
  ];
}

/**
 * docs/design/product-spec.md §8 shape: { type, message, errors: [{ message, field? }] } with the type's HTTP status.
 */
export function sendError(deps: Deps, req: Request, res: Response, err: unknown): void {
  const app = toAppError(err);
  if (app.status >= 500) deps.log.error({ err: app.cause ?? err, requestId: (req as Request & { id?: string }).id }, 'rest call failed');
  if (app.retryAfter) res.setHeader('Retry-After', String(app.retryAfter));
  // Counted by type in /metrics when the request ends (app.ts).
  res.locals.errorType = app.type;
  res.status(app.status).json(app.toWire());
}
