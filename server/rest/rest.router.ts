import express, { type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { MSG } from '../../shared/messages.ts';
import type { Deps } from '../deps.ts';
import { AppError, toAppError } from '../lib/errors.ts';
import { appRouter } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { openApiDocument } from './openapi.ts';

const createCaller = createCallerFactory(appRouter);
type Caller = ReturnType<typeof createCaller>;

/**
 * The documented REST surface (spec §7) over the same procedures as tRPC: each path only reshapes the HTTP
 * request into a procedure input and the answer or AppError into the documented JSON. No rules live here.
 */
export function createRestRouter(deps: Deps): express.Router {
  const r = express.Router();
  r.use(express.json({ limit: '1mb' }));
  r.use(express.urlencoded({ extended: false, limit: '100kb' }));

  const handle =
    (status: number, fn: (caller: Caller, req: Request) => Promise<unknown>) =>
    async (req: Request, res: Response) => {
      try {
        const ctx = await createContext(deps, req, res);
        const body = await fn(createCaller(ctx), req);
        res.status(status).json(body);
      } catch (err) {
        sendError(deps, req, res, err);
      }
    };

  r.get('/openapi.json', (_req, res) => res.json(openApiDocument(deps.config.publicUrl)));

  r.post('/auth/login', handle(200, (c, req) => c.auth.login({ email: req.body?.email, password: req.body?.password })));
  r.post('/auth/refreshToken', handle(200, (c, req) => c.auth.refresh({ refreshToken: req.body?.refreshToken })));
  r.post('/auth/logout', handle(200, (c) => c.auth.logout()));
  // Calling this path is itself the act of acceptance; explicit false values are still refused by the schema.
  r.post('/auth/acceptPolicies', handle(200, (c, req) => c.auth.acceptPolicies({ acceptPrivacyPolicy: req.body?.acceptPrivacyPolicy ?? true, acceptTermsOfUse: req.body?.acceptTermsOfUse ?? true })));
  r.post('/auth/forgotPassword', handle(200, (c, req) => c.auth.forgotPassword({ email: req.body?.email })));
  r.post('/auth/changePassword', handle(200, (c, req) => c.auth.changePassword({ token: req.body?.token, password: req.body?.password, passwordConfirmation: req.body?.passwordConfirmation })));

  r.get('/user/authorized', handle(200, (c) => c.auth.me()));
  r.get('/user/autocomplete', handle(200, (c, req) => c.users.autocomplete({ search: str(req.query.search) ?? '' })));
  r.get(
    '/user',
    handle(200, (c, req) =>
      c.users.list({
        page: str(req.query.page) as unknown as number,
        size: str(req.query.size) as unknown as number,
        search: str(req.query.search),
        roleId: str(req.query.roleId),
        subsidiaryId: str(req.query.subsidiaryId),
        status: str(req.query.status) as 'active' | 'inactive' | undefined,
      }),
    ),
  );
  r.post('/user', handle(201, (c, req) => c.users.create(req.body ?? {})));
  r.delete('/user/:id', handle(200, (c, req) => c.users.delete({ id: String(req.params.id) })));
  r.patch('/user/subsidiary/change', handle(200, (c, req) => c.users.changeSubsidiary({ id: req.body?.id ?? req.body?.subsidiary?.id ?? req.body?.subsidiaryId })));
  r.post('/user/:userId/role/:roleId', handle(200, (c, req) => c.users.changeRole({ userId: String(req.params.userId), roleId: String(req.params.roleId) })));

  r.get('/simulations/:id/proposal.pdf', async (req, res) => {
    try {
      const caller = createCaller(await createContext(deps, req, res));
      const { filename, pdf } = await caller.simulation.proposal({ id: String(req.params.id) });
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
      res.setHeader('Cache-Control', 'no-store');
      res.end(pdf);
    } catch (err) {
      sendError(deps, req, res, err);
    }
  });

  /** A multipart path taking exactly one file; its bytes go to a procedure that checks them by content. */
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 10_000_000, files: 1, fields: 5 } });
  const uploadRoute = (fn: (caller: Caller, req: Request, bytes: Uint8Array<ArrayBuffer>) => Promise<unknown>) => [
    (req: Request, res: Response, next: NextFunction) =>
      upload.any()(req, res, (err: unknown) => {
        if (!err) return next();
        const code = (err as { code?: string }).code;
        const message = code === 'LIMIT_FILE_COUNT' ? MSG.fileLimit : code === 'LIMIT_FILE_SIZE' ? MSG.fileTooLarge('mais de 10 MB') : MSG.fileUnknown;
        sendError(deps, req, res, new AppError('UPLOAD_ERROR', message, { errors: [{ field: 'file', message }] }));
      }),
    handle(200, (c, req) => {
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      (req as Request & { uploadName?: string }).uploadName = files[0]?.originalname ?? '';
      return fn(c, req, Uint8Array.from(files[0]?.buffer ?? []));
    }),
  ];
  r.post('/user/upload', ...uploadRoute((c, _req, bytes) => c.users.uploadAvatar({ bytes })));
  r.post(
    '/deals/:id/documents/:documentId',
    ...uploadRoute((c, req, bytes) =>
      c.deals.uploadDocument({ dealId: String(req.params.id), documentId: String(req.params.documentId), fileName: (req as Request & { uploadName?: string }).uploadName ?? '', bytes }),
    ),
  );
  // The customer's upload through the tracking link (no login: the token is the credential).
  r.post(
    '/public/tracking/:token/documents/:documentId',
    ...uploadRoute((c, req, bytes) =>
      c.publicDeals.uploadDocument({ token: String(req.params.token), documentId: String(req.params.documentId), fileName: (req as Request & { uploadName?: string }).uploadName ?? '', bytes }),
    ),
  );
  r.get('/deals/:id/documents/:documentId/file', async (req, res) => {
    try {
      const caller = createCaller(await createContext(deps, req, res));
      const file = await caller.deals.downloadDocument({ dealId: String(req.params.id), documentId: String(req.params.documentId) });
      res.setHeader('Content-Type', file.mime);
      res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      res.setHeader('Cache-Control', 'no-store');
      res.end(Buffer.from(file.bytes));
    } catch (err) {
      sendError(deps, req, res, err);
    }
  });
  r.post('/bank-partners/:id/logo', ...uploadRoute((c, req, bytes) => c.bankPartners.uploadLogo({ id: String(req.params.id), bytes })));

  r.use((req: Request, res: Response) => sendError(deps, req, res, new AppError('ENTITY_NOT_FOUND_ERROR', 'Recurso não encontrado')));
  // Malformed JSON and other body-parser failures: 400, never a stack.
  r.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number }).status;
    sendError(deps, req, res, status && status < 500 ? new AppError('VALIDATION_ERROR', 'Requisição inválida') : err);
  });
  return r;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** Spec §8 shape: { type, message, errors: [{ message, field? }] } with the type's HTTP status. */
export function sendError(deps: Deps, req: Request, res: Response, err: unknown): void {
  const app = toAppError(err);
  if (app.status >= 500) deps.log.error({ err: app.cause ?? err, requestId: (req as Request & { id?: string }).id }, 'rest call failed');
  if (app.retryAfter) res.setHeader('Retry-After', String(app.retryAfter));
  res.status(app.status).json(app.toWire());
}
