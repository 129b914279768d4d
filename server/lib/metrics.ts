import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { countOutboxBacklog } from '../domains/mail/outbox.repository.ts';

/**
 * The instance's Prometheus metrics. One registry per app (tests run several apps in one process), so nothing is
 * registered globally. Labels stay bounded: a tRPC procedure of the router or `unknown`, a REST route pattern (never
 * the URL with its ids), the method and the status class.
 */
export interface Metrics {
  registry: Registry;
  /** Records one answered HTTP request under `route` (already bounded by the caller). */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** An error answered to a caller, by its AppError type (a closed list, shared/errors.ts). */
  countError(type: string): void;
  /** Open live-board event streams on this instance. */
  sseConnections: Gauge;
}

export function createMetrics(deps: Deps): Metrics {
  const registry = new Registry();
  // Process CPU, memory, event-loop lag, GC: what an operator looks at first.
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'credito_http_requests_total',
    help: 'Requisições HTTP atendidas, por rota (procedimento tRPC ou rota REST), método e classe de status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'credito_http_request_duration_seconds',
    help: 'Duração das requisições HTTP, por rota e método',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'credito_errors_total',
    help: 'Erros respondidos, por tipo (VALIDATION_ERROR, UNAUTHENTICATED_ERROR, INTERNAL_SERVER_ERROR, ...)',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const sseConnections = new Gauge({ name: 'credito_sse_connections', help: 'Conexões abertas do quadro ao vivo (SSE)', registers: [registry] });

  new Gauge({
    name: 'credito_db_pool_connections',
    help: 'Conexões do pool do banco: total, idle, waiting (requisições esperando conexão), max. PGlite: um pool de uma conexão',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats(deps.db);
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
    },
  });
  new Gauge({
    name: 'credito_mail_outbox_messages',
    help: 'E-mails na fila de saída (queued: a enviar; failed: desistidos), lidos do banco a cada coleta',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      // A database that is away must not fail the whole scrape: the other series still tell the operator something.
      try {
        const backlog = await countOutboxBacklog(deps.db);
        this.set({ status: 'queued' }, backlog.queued);
        this.set({ status: 'failed' }, backlog.failed);
      } catch (err) {
        deps.log.warn({ err }, 'metrics: could not read the outbox backlog');
        this.reset();
      }
    },
  });

  return {
    registry,
    sseConnections,
    observeRequest(route, method, status, seconds) {
      requests.inc({ route, method, status: `${Math.floor(status / 100)}xx` });
      latency.observe({ route, method }, seconds);
    },
    countError: (type) => errors.inc({ type }),
  };
}

const bearer = (req: Request) => /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? null;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Who may scrape. With METRICS_TOKEN: whoever sends it as a bearer token, from anywhere. Without: only a direct
 * connection from this machine — the socket's own peer, never X-Forwarded-For, and nothing relayed by a proxy (a
 * reverse proxy on the same host would otherwise let the internet in through loopback).
 */
export function mayScrape(req: Request, token: string | undefined): boolean {
  if (token) {
    const given = bearer(req);
    return given !== null && sameSecret(given, token);
  }
  const relayed = req.get('x-forwarded-for') !== undefined || req.get('forwarded') !== undefined;
  return !relayed && LOOPBACK.test(req.socket.remoteAddress ?? '');
}

export function metricsHandler(metrics: Metrics, token: string | undefined): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!mayScrape(req, token)) {
      res.status(token ? 401 : 403).json({ type: token ? 'UNAUTHENTICATED_ERROR' : 'FORBIDDEN_ERROR', message: 'Acesso negado às métricas', errors: [{ message: 'Acesso negado às métricas' }] });
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
