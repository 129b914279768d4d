/**
 * The writers of the crash proof (R2 of docs/design/security.md: every acknowledged write survives a `kill -9`): deal
 * creations, comments and document uploads, each carrying a marker the client generated, sent while the server is being
 * killed. Every write is logged with its outcome: acknowledged (2xx), unknown (the connection was cut: it may or may
 * not have committed) or refused (never reached a server).
 */
import type { ApiClient } from './lib/api-client.ts';
import { creditCents, dealInput, pdfBytes, sha256, weighted } from './lib/workload.ts';

export type Outcome = 'acked' | 'unknown' | 'refused' | 'rejected';

export interface WriteRecord {
  kind: 'create' | 'comment' | 'upload';
  marker: string;
  outcome: Outcome;
  status: number;
  detail?: string;
  dealId?: string;
  documentId?: string;
  sha?: string;
}

/** Opens and closes while the server is down; writers wait at it before each write. */
export class Gate {
  private open = true;
  private waiters: (() => void)[] = [];
  close(): void {
    this.open = false;
  }
  release(): void {
    this.open = true;
    for (const w of this.waiters.splice(0)) w();
  }
  wait(): Promise<void> {
    return this.open ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

export interface CrashState {
  tag: string;
  total: number;
  started: number;
  /** Uploads on the wire right now (the killer prefers to strike while bytes are being stored). */
  uploadsInFlight: number;
  inFlight: number;
  gate: Gate;
  records: WriteRecord[];
  /** Checklist items of acknowledged deals not written to yet: each gets at most one upload. */
  freeDocuments: { dealId: string; documentId: string }[];
  ackedDeals: string[];
}

const outcomeOf = (status: number, failure?: string): Outcome =>
  status >= 200 && status < 300 ? 'acked' : status === 0 && failure === 'ECONNREFUSED' ? 'refused' : status === 0 || status >= 500 ? 'unknown' : 'rejected';

export async function runWriter(id: number, client: ApiClient, random: () => number, state: CrashState): Promise<void> {
  for (;;) {
    await state.gate.wait();
    if (state.started >= state.total) return;
    const seq = state.started++;
    const marker = `${state.tag} w${id} #${seq}`;
    let kind = weighted(random, { create: 40, comment: 25, upload: 35 });
    if (kind !== 'create' && !state.ackedDeals.length) kind = 'create';
    if (kind === 'upload' && !state.freeDocuments.length) kind = 'comment';
    state.inFlight++;
    try {
      if (kind === 'create') {
        const call = await client.mutation<{ id: string }>('deals.create', dealInput(random, marker, creditCents(random)));
        const outcome = outcomeOf(call.status, call.failure);
        state.records.push({ kind, marker, outcome, status: call.status, detail: call.errorType ?? call.failure, dealId: call.data?.id });
        if (call.data) {
          state.ackedDeals.push(call.data.id);
          // The deal's checklist, for later uploads (a read: lost to a kill, the deal just gets no upload).
          const page = await client.query<{ documents: { id: string }[] }>('deals.get', { id: call.data.id });
          for (const d of page.data?.documents ?? []) state.freeDocuments.push({ dealId: call.data.id, documentId: d.id });
        }
      } else if (kind === 'comment') {
        const dealId = state.ackedDeals[Math.floor(random() * state.ackedDeals.length)];
        const call = await client.mutation('deals.comment', { id: dealId, comment: marker });
        state.records.push({ kind, marker, outcome: outcomeOf(call.status, call.failure), status: call.status, detail: call.errorType ?? call.failure, dealId });
      } else {
        const doc = state.freeDocuments.splice(Math.floor(random() * state.freeDocuments.length), 1)[0];
        const fileName = `${marker.replace(/[^\w-]+/g, '-')}.pdf`;
        const bytes = pdfBytes(marker);
        state.uploadsInFlight++;
        const call = await client.upload('deals.uploadDocument', `/deals/${doc.dealId}/documents/${doc.documentId}`, fileName, bytes, 'application/pdf').finally(() => state.uploadsInFlight--);
        state.records.push({ kind, marker: fileName, outcome: outcomeOf(call.status, call.failure), status: call.status, detail: call.errorType ?? call.failure, ...doc, sha: sha256(bytes) });
      }
    } finally {
      state.inFlight--;
    }
  }
}
