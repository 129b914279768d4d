import express, { type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { CALL_MESSAGES, MSG } from '../../shared/messages.ts';
import type { Deps } from '../deps.ts';
import { authenticate } from '../domains/auth/session.ts';
import { dealOfToken } from '../domains/public-deals/tracking.service.ts';
import { AppError, toAppError } from '../lib/errors.ts';
import { sendStored } from '../lib/send-stored.ts';
import { appRouter } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { openApiDocument } from './openapi.ts';
import { renderReportPdf } from '../lib/report-pdf.ts';
import { customerReport, userReport } from '../domains/privacy/data-subject.service.ts';
import { trackingReport } from '../domains/public-deals/tracking-file.ts';
import { createSandboxPaymentRouter } from '../domains/subscriptions/sandbox-payment.route.ts';

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
  r.post('/auth/requestUnlock', handle(200, (c, req) => c.auth.requestUnlock({ email: req.body?.email })));
  r.post('/auth/unlock', handle(200, (c, req) => c.auth.unlock({ token: req.body?.token })));
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

  r.get('/courses/:id/certificate.pdf', async (req, res) => {
    try {
      const caller = createCaller(await createContext(deps, req, res));
      const { filename, pdf } = await caller.courses.certificatePdf({ id: String(req.params.id) });
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
  /**
   * Who may send a multipart body is settled before a byte of it is read: a missing or ended session (or an unknown
   * tracking link) answers at once and the connection closes, so nobody streams megabytes to be turned away.
   */
  const signedIn = async (req: Request) => {
    if (!(await authenticate(deps, req.get('authorization')))) throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.unauthenticated);
  };
  const liveTrackingLink = async (req: Request) => {
    await dealOfToken(deps, String(req.params.token));
  };
  const uploadRoute = (gate: (req: Request) => Promise<void>, fn: (caller: Caller, req: Request, bytes: Uint8Array<ArrayBuffer>) => Promise<unknown>) => [
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        await gate(req);
      } catch (err) {
        res.setHeader('Connection', 'close');
        sendError(deps, req, res, err);
        return;
      }
      next();
    },
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
  // The name the file was sent with (its extension picks the refusal message: wrong extension or wrong content).
  const uploadNameOf = (req: Request) => ((req as Request & { uploadName?: string }).uploadName ?? '').slice(0, 300) || undefined;
  r.post('/user/upload', ...uploadRoute(signedIn, (c, req, bytes) => c.users.uploadAvatar({ bytes, fileName: uploadNameOf(req) })));
  r.post(
    '/deals/:id/documents/:documentId',
    ...uploadRoute(signedIn, (c, req, bytes) =>
      c.deals.uploadDocument({ dealId: String(req.params.id), documentId: String(req.params.documentId), fileName: (req as Request & { uploadName?: string }).uploadName ?? '', bytes }),
    ),
  );
  // The customer's upload through the tracking link (no login: the token is the credential).
  r.post(
    '/public/tracking/:token/documents/:documentId',
    ...uploadRoute(liveTrackingLink, (c, req, bytes) =>
      c.publicDeals.uploadDocument({ token: String(req.params.token), documentId: String(req.params.documentId), fileName: (req as Request & { uploadName?: string }).uploadName ?? '', bytes }),
    ),
  );
  r.get('/deals/:id/documents/:documentId/file', async (req, res) => {
    try {
      const caller = createCaller(await createContext(deps, req, res));
      const file = await caller.deals.downloadDocument({ dealId: String(req.params.id), documentId: String(req.params.documentId) });
      const stored = await file.open();
      res.setHeader('Content-Type', file.mime);
      res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      res.setHeader('Cache-Control', 'no-store');
      await sendStored(res, stored, deps.log);
    } catch (err) {
      sendError(deps, req, res, err);
    }
  });
  // A data subject's file (LGPD art. 18 II) as JSON or a PDF report: one's own, a customer's (privacy officers), or the
  // customer's own through the tracking link.
  r.get(['/privacy/me.:format', '/privacy/customers/:id.:format', '/public/tracking/:token/data.:format'], async (req, res) => {
    try {
      const caller = createCaller(await createContext(deps, req, res));
      const format = String(req.params.format);
      if (format !== 'json' && format !== 'pdf') throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Recurso não encontrado');
      const kind = req.params.token ? 'tracking' : req.params.id ? 'customer' : 'me';
      const file =
        kind === 'me'
          ? { data: await caller.dataSubject.myData(), report: userReport }
          : kind === 'customer'
            ? { data: await caller.dataSubject.customerData({ customerId: String(req.params.id) }), report: customerReport }
            : { data: await caller.publicDeals.myData({ token: String(req.params.token) }), report: trackingReport };
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Disposition', `attachment; filename="meus-dados.${format}"`);
      if (format === 'json') {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(file.data, null, 2));
      } else {
        res.setHeader('Content-Type', 'application/pdf');
        res.end(await renderReportPdf((file.report as (d: typeof file.data) => Parameters<typeof renderReportPdf>[0])(file.data)));
      }
    } catch (err) {
      sendError(deps, req, res, err);
    }
  });
  // Lists as spreadsheets: the query string carries the list's filters (as the tRPC procedure takes them).
  r.get('/exports/:file', async (req, res) => {
    try {
      const caller = createCaller(await createContext(deps, req, res));
      const match = /^(deals|customers|commissions)\.(csv|xlsx)$/.exec(String(req.params.file));
      if (!match) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Exportação não encontrada');
      const q = Object.fromEntries(Object.entries(req.query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
      const format = match[2] as 'csv' | 'xlsx';
      const num = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : v);
      const file =
        match[1] === 'deals'
          ? await caller.exports.deals({ ...q, format } as Parameters<Caller['exports']['deals']>[0])
          : match[1] === 'customers'
            ? await caller.exports.customers({ search: q.search, format })
            : await caller.exports.commissions({ ...q, status: num(q.status), format } as Parameters<Caller['exports']['commissions']>[0]);
      res.setHeader('Content-Type', file.mime);
      res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
      res.setHeader('Cache-Control', 'no-store');
      res.end(Buffer.from(file.bytes));
    } catch (err) {
      sendError(deps, req, res, err);
    }
  });
  r.post('/bank-partners/:id/logo', ...uploadRoute(signedIn, (c, req, bytes) => c.bankPartners.uploadLogo({ id: String(req.params.id), bytes, fileName: uploadNameOf(req) })));
  r.post('/company/logo', ...uploadRoute(signedIn, (c, req, bytes) => c.accounts.identity.uploadLogo({ bytes, fileName: uploadNameOf(req) })));

  // The sandbox payment provider's tokenisation (a real provider tokenises in the browser with its own SDK).
  r.use('/payment', createSandboxPaymentRouter(deps, (req, res, err) => sendError(deps, req, res, err)));

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
  // Counted by type in /metrics when the request ends (app.ts).
  res.locals.errorType = app.type;
  res.status(app.status).json(app.toWire());
}
