/**
 * One virtual user of the load proof (R1 of docs/design/security.md): a broker signed in to one tenant who simulates,
 * creates, moves and edits deals, comments, uploads documents and opens lists, in a seeded random order. Every answer
 * the server acknowledged (2xx) is written to the tenant's ledger, which the proof then compares with the database.
 */
import type { ApiClient, Call } from './lib/api-client.ts';
import { creditCents, dealInput, moveInput, PIPELINE_KEYS, pdfBytes, pick, sha256, simulationInput, weighted } from './lib/workload.ts';

/** A deal every user of the tenant may act on (as far as the user's visibility goes). */
export interface SharedDeal {
  id: string;
  version: number;
  operationType: string;
  ownerEmail: string;
}

export interface TenantLedger {
  name: string;
  /** deal id → the credit value of its last acknowledged create or edit, in cents. */
  dealCents: Map<string, number>;
  comments: string[];
  uploads: { dealId: string; documentId: string; fileName: string; sha: string }[];
  pool: SharedDeal[];
}

export interface VirtualUser {
  index: number;
  email: string;
  /** 'company': sees the whole company; 'own': only deals the same login owns (operators, affiliate managers). */
  scope: 'company' | 'own';
  client: ApiClient;
  random: () => number;
  ledger: TenantLedger;
}

/** The operation mix: relative weights. */
export const MIX = { simulate: 8, create: 14, move: 16, edit: 8, comment: 14, upload: 10, list: 12, board: 12, customers: 6 } as const;
export type OpKind = keyof typeof MIX;

/** Answers a correct client can get under concurrency: a version conflict on a move or an edit. */
export function isExpectedAnswer(call: Call): boolean {
  if (call.status >= 200 && call.status < 300) return true;
  return call.status === 409 && call.errorType === 'CONFLICT_ERROR' && (call.op === 'deals.move' || call.op === 'deals.update');
}

interface OwnDeal {
  id: string;
  operationType: string;
  /** Checklist items not sent yet (loaded on the first upload). */
  pendingDocuments: string[] | null;
  edits: number;
}

export async function runVirtualUser(vu: VirtualUser, ops: number, tag: string): Promise<void> {
  const own: OwnDeal[] = [];
  const { client, random, ledger } = vu;
  const visible = () => ledger.pool.filter((d) => vu.scope === 'company' || d.ownerEmail === vu.email);
  const shared = (id: string) => ledger.pool.find((d) => d.id === id);

  const create = async (k: number) => {
    const cents = creditCents(random);
    const input = dealInput(random, `${tag} vu${vu.index} n${k}`, cents);
    const call = await client.mutation<{ id: string }>('deals.create', input);
    if (!call.data) return;
    ledger.dealCents.set(call.data.id, cents);
    own.push({ id: call.data.id, operationType: input.operationType, pendingDocuments: null, edits: 0 });
    ledger.pool.push({ id: call.data.id, version: 1, operationType: input.operationType, ownerEmail: vu.email });
  };

  const refreshVersion = async (deal: SharedDeal) => {
    const call = await client.query<{ version: number }>('deals.get', { id: deal.id });
    if (call.data) deal.version = Math.max(deal.version, call.data.version);
  };

  for (let k = 0; k < ops; k++) {
    const kind: OpKind = weighted(random, MIX);
    if (kind === 'simulate') await client.postQuery('simulation.run', simulationInput(random));
    else if (kind === 'list') await client.query('deals.list', { owner: 'all', page: 1 + Math.floor(random() * 3) });
    else if (kind === 'board') await client.query('pipelines.board', { pipeline: pick(random, PIPELINE_KEYS), owner: 'all' });
    else if (kind === 'customers') await client.query('customers.list', { page: 1 });
    else if (kind === 'create') await create(k);
    else if (kind === 'move' || kind === 'comment') {
      const candidates = visible();
      if (!candidates.length) {
        await create(k);
        continue;
      }
      const deal = pick(random, candidates);
      if (kind === 'comment') {
        const comment = `${tag} vu${vu.index} n${k} comentário`;
        const call = await client.mutation('deals.comment', { id: deal.id, comment });
        if (call.data) ledger.comments.push(comment);
        continue;
      }
      // Moves race on purpose: the version may be stale; a conflict reloads the deal, as the board does.
      const call = await client.mutation<{ version: number }>('deals.move', moveInput(random, deal));
      if (call.data) deal.version = Math.max(deal.version, call.data.version);
      else if (call.status === 409) await refreshVersion(deal);
    } else if (kind === 'edit') {
      const deal = own.length ? pick(random, own) : null;
      if (!deal) {
        await create(k);
        continue;
      }
      const opened = await client.query<{ version: number; deal: Record<string, unknown> }>('deals.editable', { id: deal.id });
      if (!opened.data) continue;
      const cents = creditCents(random);
      deal.edits++;
      const call = await client.mutation<{ version: number }>('deals.update', {
        ...opened.data.deal,
        id: deal.id,
        version: opened.data.version,
        operationValue: cents / 100,
        defense: `${tag} vu${vu.index} n${k} edição ${deal.edits}`,
      });
      if (call.data) {
        ledger.dealCents.set(deal.id, cents);
        const s = shared(deal.id);
        if (s) s.version = Math.max(s.version, call.data.version);
      }
    } else if (kind === 'upload') {
      const deal = own.find((d) => d.pendingDocuments === null || d.pendingDocuments.length > 0);
      if (!deal) {
        await create(k);
        continue;
      }
      if (deal.pendingDocuments === null) {
        const page = await client.query<{ documents: { id: string; status: string }[] }>('deals.get', { id: deal.id });
        if (!page.data) continue;
        deal.pendingDocuments = page.data.documents.filter((d) => d.status === 'pending').map((d) => d.id);
        if (!deal.pendingDocuments.length) continue;
      }
      const documentId = deal.pendingDocuments.shift()!;
      const fileName = `${tag}-vu${vu.index}-n${k}.pdf`;
      const bytes = pdfBytes(`${fileName} ${random()}`);
      const call = await client.upload('deals.uploadDocument', `/deals/${deal.id}/documents/${documentId}`, fileName, bytes, 'application/pdf');
      if (call.status === 200) ledger.uploads.push({ dealId: deal.id, documentId, fileName, sha: sha256(bytes) });
    }
  }
}
