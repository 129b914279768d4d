import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { isDatabaseReachable } from './db/database.ts';
import type { Deps } from './deps.ts';
import { AppError, toAppError } from './lib/errors.ts';
import { jsonNestingExceeds, refuseDeepNesting, tooDeeplyNested } from './lib/input-guard.ts';
import { createMetrics, type Metrics, metricsHandler } from './lib/metrics.ts';
import { precompressedAssets } from './lib/precompressed.ts';
import { readCaches } from './lib/read-cache.ts';
import { appPaths } from './lib/route-paths.ts';
import { indexHtml } from './lib/route-preloads.ts';
import { redactSecretPaths } from './lib/secret-paths.ts';
import { sendStored } from './lib/send-stored.ts';
import type { StoredObject } from './lib/storage.ts';
import { CONTENT_TYPES } from './lib/uploads.ts';
import { createRestRouter } from './rest/rest.router.ts';
import { builtServerRenderer, type LoadServerRenderer, serverRenderedPages } from './ssr/server-rendering.ts';
import { appRouter } from './trpc/app-router.ts';
import { createContext, requestUserOf } from './trpc/context.ts';

/**
 * The headers a middleware sets on every response whatever the request (helmet's, with no per-request nonce), worked
 * out once at start-up and then set in one call: helmet runs fourteen middlewares per request otherwise.
 */
function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name, String(value)),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  let called = false;
  middleware({ headers: {} } as Request, recorder as unknown as Response, () => void (called = true));
  if (!called) throw new Error('fixedHeaders: the middleware did not finish synchronously');
  return (_req, res, next) => {
    res.setHeaders(headers);
    next();
  };
}

const PROCEDURES = new Set(Object.keys(appRouter._def.procedures));

/**
 * The metrics label of a request, from a closed set: tRPC procedures of the router (a batch counts each of its
 * procedures), REST route patterns (`/api/v1/deals/:id`, never the ids), the few fixed paths, and `other`.
 */
function routeLabels(req: Request, requestPath: string): string[] {
  if (requestPath.startsWith('/trpc/'))
    return requestPath
      .slice('/trpc/'.length)
      .split(',')
      .map((p) => (PROCEDURES.has(p) ? `trpc:${p}` : 'trpc:unknown'));
  if (req.route && typeof req.route.path === 'string') return [`${req.baseUrl}${req.route.path}`];
  if (requestPath === '/healthz' || requestPath === '/readyz' || requestPath === '/metrics') return [requestPath];
  if (requestPath.startsWith('/uploads/')) return ['/uploads'];
  if (requestPath.startsWith('/assets/')) return ['/assets'];
  return ['other'];
}

/** Open live-board streams (EventSource asks with this Accept header): counted from request to close. */
function countEventStreams(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    if (!(req.get('accept') ?? '').includes('text/event-stream')) return next();
    metrics.sseConnections.inc();
    res.once('close', () => metrics.sseConnections.dec());
    next();
  };
}

export interface AppOptions {
  /** The built client (index.html and assets); default dist/client. */
  clientDir?: string;
  /**
   * The server entry of the public pages; default the build's dist/ssr when `clientDir` is the default too,
   * none otherwise (null: the SPA's index.html for every page).
   */
  serverRenderer?: LoadServerRenderer | null;
}

export function createApp(deps: Deps, opts: AppOptions = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // The client IP (per-IP login throttle, audit) comes from X-Forwarded-For only through the proxies TRUST_PROXY names.
  app.set('trust proxy', deps.config.trustProxy);
  // The instance's read caches listen from now on (READ_CACHES=off: none, every read goes to the database). The code
  // that writes drops what it changed (lib/read-cache.ts); no request is treated as a write by its method.
  readCaches(deps)?.listen();
  const metrics = createMetrics(deps);

  app.use((req: Request & { id?: string }, res, next) => {
    const incoming = req.get('x-request-id');
    req.id = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    // Read now: mounted routers (/api/v1, /trpc) strip their prefix from req.path while they handle the request.
    const requestPath = redactSecretPaths(req.originalUrl.split('?')[0]);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Who made it (ids only, set by createContext once the session is known): no name, e-mail or CPF.
      const who = requestUserOf(res);
      // The query string is never logged: tRPC GET inputs may hold personal data.
      deps.log.info({ requestId: req.id, ...who, method: req.method, path: requestPath, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
      for (const route of routeLabels(req, requestPath)) metrics.observeRequest(route, req.method, res.statusCode, ms / 1000);
      const errorType = (res.locals as { errorType?: string }).errorType;
      if (errorType) metrics.countError(errorType);
    });
    next();
  });

  app.use(countEventStreams(metrics));

  app.use(
    fixedHeaders(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            connectSrc: ["'self'"],
            fontSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: null,
          },
        },
        referrerPolicy: { policy: 'no-referrer' },
        crossOriginEmbedderPolicy: false,
      }),
    ),
  );

  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    // Both at once: a store that is down must not wait for the database's answer, nor the other way round.
    const [database, storage] = await Promise.all([isDatabaseReachable(deps.db), deps.storage.reachable()]);
    const ok = database && storage;
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', database: database ? 'up' : 'down', storage: storage ? 'up' : 'down' });
  });

  // Before the SPA fallback, which would answer it with the app's HTML. Who may read it: lib/metrics.ts.
  app.get('/metrics', metricsHandler(metrics, deps.config.metricsToken));

  // Answers of the API are personal or per-session (a customer's tracking, a proposal, a profile): no browser or proxy
  // keeps a copy (docs/design/security.md). The client caches what it needs in memory (TanStack Query).
  app.use(['/trpc', '/api/v1'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(
    '/trpc',
    express.json({ limit: '1mb', verify: refuseDeepNesting }),
    (req, _res, next) => next(typeof req.query.input === 'string' && jsonNestingExceeds(req.query.input) ? tooDeeplyNested() : undefined),
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res, info }) => createContext(deps, req, res, info.connectionParams),
      maxBatchSize: 20,
      // A query may come by POST: the computations whose input is too large for a URL (simulation.run…) do.
      allowMethodOverride: true,
      onError: ({ error, ctx, req }) => {
        const type = toAppError(error).type;
        metrics.countError(type);
        // Every failure of ours is logged, also one before the context exists (tRPC then answers without one).
        if (type === 'INTERNAL_SERVER_ERROR' || type === 'SERVICE_UNAVAILABLE_ERROR') {
          const requestId = ctx?.meta.requestId ?? (req as Request & { id?: string }).id;
          deps.log.error({ err: error.cause ?? error, requestId, userId: ctx?.user?.id, companyId: ctx?.user?.companyId }, 'procedure failed');
        }
      },
    }),
  );
  app.use('/api/v1', createRestRouter(deps));

  // Uploaded images: generated names only, never a path from the user; nosniff, and a sandbox so an SVG opened
  // directly cannot run scripts.
  app.get('/uploads/:prefix/:file', async (req, res, next) => {
    const prefix = String(req.params.prefix);
    const m = /^([0-9a-f-]{36})\.(png|jpg|gif|svg)$/.exec(String(req.params.file));
    let file: StoredObject | null = null;
    try {
      file = m && (prefix === 'avatars' || prefix === 'logos') ? await deps.storage.open(`${prefix}/${m[1]}.${m[2]}`) : null;
    } catch (err) {
      return next(err);
    }
    if (!m || !file) return res.status(404).end();
    res.setHeader('Content-Type', CONTENT_TYPES[m[2]]);
    res.setHeader('Content-Disposition', 'inline');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
    await sendStored(res, file, deps.log);
  });

  const clientDir = opts.clientDir ?? path.resolve('dist/client');
  if (existsSync(path.join(clientDir, 'index.html'))) {
    app.use(precompressedAssets(clientDir));
    app.use(
      express.static(clientDir, {
        index: false,
        maxAge: '1h',
        setHeaders: (res, file) => file.includes(`${path.sep}assets${path.sep}`) && res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    // A built file that is not there (a page of an older build asking for a chunk a deploy replaced) is a 404, never
    // the app's HTML: a script answered with HTML fails with a MIME-type error, and the client reloads on a 404
    // (client/lib/stale-build.ts).
    app.use('/assets', (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).type('text/plain').send('Arquivo não encontrado');
    });
    // History fallback: every other GET is the app, its head announcing the chunks of the page asked for
    // (route-preloads.ts). A path no route of the app matches is still the app (the client shows its not-found page),
    // but answered 404, so monitoring, crawlers and link checkers do not take it for a page (route-paths.ts).
    const html = indexHtml(clientDir);
    const isAppPath = appPaths(clientDir);
    // The public pages arrive rendered (server entry); what it does not render falls through to the SPA below.
    const serverRenderer = opts.serverRenderer === undefined ? (opts.clientDir ? null : builtServerRenderer(path.resolve('dist/ssr'))) : opts.serverRenderer;
    if (serverRenderer) app.get('/{*splat}', serverRenderedPages(deps, html, serverRenderer));
    app.get('/{*splat}', (req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res
        .status(isAppPath(req.path) ? 200 : 404)
        .type('html')
        .send(html(req.path, req.get('cookie')));
    });
  }

  app.use((err: unknown, req: Request & { id?: string }, res: Response, _next: NextFunction) => {
    // Body-parser failures (malformed JSON on /trpc, body too large) are the client's fault: 400, like the REST adapter.
    const status = (err as { status?: number } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (!res.headersSent) res.status(400).json(new AppError('VALIDATION_ERROR', 'Requisição inválida').toWire());
      return;
    }
    deps.log.error({ err, requestId: req.id }, 'unhandled error');
    if (!res.headersSent)
      res.status(500).json({
        type: 'INTERNAL_SERVER_ERROR',
        message: 'Falha desconhecida, atualize a página e tente novamente!',
        errors: [{ message: 'Falha desconhecida, atualize a página e tente novamente!' }],
      });
  });
  return app;
}
