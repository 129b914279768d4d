/**
 * Saved simulations are snapshots: reopening shows the figures of the day they were saved whatever the
 * catalogue does afterwards; "recalcular com as condições de hoje" saves a new version and leaves the old one; the
 * proposal's public link shows the saved figures until it is revoked, and its token is never stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSimulationRequest } from '../../../shared/schemas/simulation.ts';
import { callerFor, createTestEnv, expectAppError, expectNoSecretsInRunLog, randomIp, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { hashToken } from '../auth/tokens.ts';

let env: TestEnv;
let admin: Session;
let operator: Session;
let otherAdmin: Session;

const today = new Date().toISOString().slice(0, 10);
const homeEquity = (productsIds?: string[]): TSimulationRequest => ({
  type: 'HomeEquity',
  customer: { name: 'Maria Souza', document: '529.982.247-25', birthDate: '1975-03-10', income: 25000 },
  assetValue: 600000,
  operationValue: 300000,
  deadline: 180,
  isRegistered: true,
  numberOfAssociates: 1,
  gracePeriod: 0,
  productsIds,
});
const financing: TSimulationRequest = {
  type: 'Financing',
  customer: { name: 'Paulo Prado', document: '529.982.247-25', birthDate: '1985-06-15', income: 30000 },
  assetValue: 500000,
  assetType: 'apartamento',
  operationValue: 300000,
  deadline: 360,
  isRegistered: true,
  numberOfAssociates: 1,
  gracePeriod: 0,
};

const product = (bankId: string, fee: number, valuationFee: number) => ({
  name: 'Home equity da casa (snapshot)',
  global: false,
  financialInstitutionId: bankId,
  segment: 'Real State' as const,
  type: 'HomeEquity' as const,
  fee,
  feeType: 'monthly' as const,
  table: 'PRICE' as const,
  indexer: 'Fixa' as const,
  insurer: 'default' as const,
  administrationFee: 25,
  expenseType: 'percentage' as const,
  expenseValueFixed: 0,
  expenseValuePercentage: 2,
  ltv: 60,
  approveJuridicalPerson: true,
  minAssetValue: 100000,
  minCreditValue: 30000,
  maxFee: 2,
  minFee: 0.5,
  deadlineMin: 24,
  deadlineMax: 240,
  availableAssetType: ['casa' as const, 'apartamento' as const],
  mipRate: 0.025,
  dfiRate: 0.008,
  valuationFee,
  tariffsFinanced: false,
});

const publicCaller = () => callerFor(env.deps, null, { ip: randomIp() });

beforeAll(async () => {
  env = await createTestEnv();
  [admin, operator, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
});
afterAll(() => env?.close());

describe('saved simulations are snapshots', () => {
  it('a rate and tariff change after saving does not change the reopened simulation; recalculating saves a new version with today’s figures', async () => {
    const bankId = (await operator.caller.simulation.run(homeEquity())).eligible[0].bank.id;
    const { product: own } = await admin.caller.products.create(product(bankId, 1.1, 3000));
    const saved = await operator.caller.simulation.save(homeEquity([own.id]));
    const before = saved.result.eligible[0];
    expect(before.productId).toBe(own.id);
    expect(before.tariffs?.find((t) => t.kind === 'valuation')?.amount).toBe(3000);

    // The catalogue changes: a lower rate and a dearer valuation.
    await admin.caller.products.update({ id: own.id, data: product(bankId, 0.8, 4500) });
    const fresh = (await operator.caller.simulation.run(homeEquity([own.id]))).eligible[0];
    expect(fresh.monthlyRate).toBeLessThan(before.monthlyRate);
    expect(fresh.tariffs?.find((t) => t.kind === 'valuation')?.amount).toBe(4500);

    const reopened = await operator.caller.simulation.get({ id: saved.id });
    expect(reopened.result).toEqual(saved.result);
    expect(reopened.recalculatedNow).toBe(false);
    expect(reopened.version).toBe(1);
    expect(new Date(reopened.computedAt).getTime()).toBeLessThanOrEqual(Date.now());

    const again = await operator.caller.simulation.recalculate({ id: saved.id });
    expect(again).toMatchObject({ version: 2, message: 'Simulação recalculada com as condições de hoje (versão 2)' });
    expect(again.id).not.toBe(saved.id);
    const v2 = await operator.caller.simulation.get({ id: again.id });
    expect(v2.result.eligible[0].monthlyRate).toBe(fresh.monthlyRate);
    expect(v2.result.eligible[0].tariffs?.find((t) => t.kind === 'valuation')?.amount).toBe(4500);
    expect(v2.versions.map((v) => [v.id, v.version])).toEqual([
      [saved.id, 1],
      [again.id, 2],
    ]);
    expect(v2.rootId).toBe(saved.id);

    // The first version is untouched, and recalculating it again continues the same chain.
    expect((await operator.caller.simulation.get({ id: saved.id })).result).toEqual(saved.result);
    expect((await operator.caller.simulation.recalculate({ id: saved.id })).version).toBe(3);
    const listed = await operator.caller.simulation.list({ search: 'Maria Souza', size: 100 });
    expect(
      listed.items
        .filter((i) => [saved.id, again.id].includes(i.id))
        .map((i) => i.version)
        .sort(),
    ).toEqual([1, 2]);
  });

  it('a projection change after saving leaves the saved post-fixed CET and the projection it named', async () => {
    const saved = await operator.caller.simulation.save(financing);
    const ipca = saved.result.eligible.find((o) => o.projection?.indexer === 'IPCA');
    expect(ipca).toBeTruthy();
    await admin.caller.products.setProjection({ indexer: 'IPCA', annualProjection: 0.11, source: 'Cenário de estresse (snapshot)', validFrom: today });
    const now = (await operator.caller.simulation.run(financing)).eligible.find((o) => o.productId === ipca!.productId);
    expect(now?.projection?.annualProjection ?? 0.11).toBe(0.11);

    const reopened = await operator.caller.simulation.get({ id: saved.id });
    const same = reopened.result.eligible.find((o) => o.productId === ipca!.productId);
    expect(same?.projection).toEqual(ipca!.projection);
    expect(same?.cetAnnual).toBe(ipca!.cetAnnual);
    expect(reopened.projections.find((p) => p.indexer === 'IPCA')?.annualProjection).toBe(ipca!.projection!.annualProjection);
  });

  it('another company, or an operator who does not own it, gets "not found" for reopen, recalculate and the link', async () => {
    const saved = await admin.caller.simulation.save(homeEquity());
    for (const s of [otherAdmin, operator]) {
      await expectAppError(s.caller.simulation.get({ id: saved.id }), 'ENTITY_NOT_FOUND_ERROR');
      await expectAppError(s.caller.simulation.recalculate({ id: saved.id }), 'ENTITY_NOT_FOUND_ERROR');
      await expectAppError(s.caller.simulation.shareLink({ id: saved.id }), 'ENTITY_NOT_FOUND_ERROR');
      await expectAppError(s.caller.simulation.revokeLink({ id: saved.id }), 'ENTITY_NOT_FOUND_ERROR');
    }
    expect((await admin.caller.simulation.get({ id: saved.id })).versions).toHaveLength(1);
  });

  it('a row saved before snapshots reopens computed on today’s catalogue and says so', async () => {
    const saved = await operator.caller.simulation.save(homeEquity());
    await env.deps.db.updateTable('simulations').set({ snapshot: null }).where('id', '=', saved.id).execute();
    const reopened = await operator.caller.simulation.get({ id: saved.id });
    expect(reopened.recalculatedNow).toBe(true);
    expect(reopened.result.eligible.length).toBeGreaterThan(0);
  });
});

describe('the proposal’s public link', () => {
  it('shows the saved proposal with the broker and the customer’s first name only; revoked, it is unavailable', async () => {
    const saved = await operator.caller.simulation.save(homeEquity());
    const link = await operator.caller.simulation.shareLink({ id: saved.id });
    expect(link.url).toMatch(/^https?:\/\/[^/]+\/proposta\/[A-Za-z0-9_-]{43}$/);
    // Asking again reuses the live link: the customer's copy keeps working.
    expect((await operator.caller.simulation.shareLink({ id: saved.id })).url).toBe(link.url);
    expect((await operator.caller.simulation.get({ id: saved.id })).publicLink?.url).toBe(link.url);

    const token = link.url.split('/proposta/')[1];
    const view = await publicCaller().publicProposal.view({ token });
    expect(view.result.eligible).toEqual(saved.result.eligible);
    expect(view.customerFirstName).toBe('Maria');
    expect(view.broker.name).toBe(operator.profile.name);
    const json = JSON.stringify(view);
    expect(json).not.toContain('52998224725');
    expect(json).not.toContain('529.982.247-25');
    expect(json).not.toContain('25000');
    expect(json).not.toContain('1975-03-10');
    expect(json).not.toContain('Souza');
    expect(json).not.toContain('ineligible');

    // The token is stored only as its SHA-256.
    const rows = await env.deps.db.selectFrom('simulation_proposal_links').selectAll().where('simulation_id', '=', saved.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const stored = await env.deps.db.selectFrom('simulations').selectAll().where('id', '=', saved.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(await operator.caller.simulation.revokeLink({ id: saved.id })).toEqual({ message: 'Link público desativado. Quem abrir o link verá que ele está indisponível' });
    await expectAppError(publicCaller().publicProposal.view({ token }), 'ENTITY_NOT_FOUND_ERROR', /^Link indisponível/);
    await expectAppError(publicCaller().publicProposal.view({ token: `${token.slice(0, -4)}AAAA` }), 'ENTITY_NOT_FOUND_ERROR', /^Link indisponível/);
    expect((await operator.caller.simulation.get({ id: saved.id })).publicLink).toBeNull();

    // A new link after a revocation is a different one; the old stays dead.
    const next = await operator.caller.simulation.shareLink({ id: saved.id });
    expect(next.url).not.toBe(link.url);
    await expectAppError(publicCaller().publicProposal.view({ token }), 'ENTITY_NOT_FOUND_ERROR');
    // Deleting the simulation takes its link down too.
    await operator.caller.simulation.delete({ id: saved.id });
    await expectAppError(publicCaller().publicProposal.view({ token: next.url.split('/proposta/')[1] }), 'ENTITY_NOT_FOUND_ERROR', /^Link indisponível/);
  });

  it('over HTTP: the page path and the public call answer, and no log line holds the token', async () => {
    const saved = await operator.caller.simulation.save(homeEquity());
    const { url } = await operator.caller.simulation.shareLink({ id: saved.id });
    const token = url.split('/proposta/')[1];
    const http = await startHttp(env.deps);
    try {
      const input = encodeURIComponent(JSON.stringify({ json: { token } }));
      const ok = await fetch(`${http.baseUrl}/trpc/publicProposal.view?input=${input}`, { headers: { 'X-Forwarded-For': randomIp() } });
      expect(ok.status).toBe(200);
      await fetch(`${http.baseUrl}/proposta/${token}`);
      await operator.caller.simulation.revokeLink({ id: saved.id });
      const gone = await fetch(`${http.baseUrl}/trpc/publicProposal.view?input=${input}`, { headers: { 'X-Forwarded-For': randomIp() } });
      expect(gone.status).toBe(404);
      expect(JSON.stringify(await gone.json())).toContain('Link indisponível');
    } finally {
      await http.close();
    }
    await expectNoSecretsInRunLog([token]);
  });

  it('rate-limits a visitor trying tokens: past 120 calls in 10 minutes from one address, 429', async () => {
    const visitor = publicCaller();
    for (let i = 0; i < 120; i++) await expectAppError(visitor.publicProposal.view({ token: `tentativa${i}xxxxxxxxxxxxxxxxxxxxxxxxxx` }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(visitor.publicProposal.view({ token: 'tentativa-final-xxxxxxxxxxxxxxxxxxxxxxxxxx' }), 'TOO_MANY_ATTEMPTS_ERROR');
  });

  it('the proposal PDF carries the link once there is one', async () => {
    const saved = await operator.caller.simulation.save(homeEquity());
    const without = await operator.caller.simulation.proposal({ id: saved.id });
    const link = await operator.caller.simulation.shareLink({ id: saved.id });
    const withLink = await operator.caller.simulation.proposal({ id: saved.id });
    // pdfkit writes link annotations with the URI in clear in the page's objects.
    expect(withLink.pdf.toString('latin1')).toContain(`/URI (${link.url})`);
    expect(without.pdf.toString('latin1')).not.toContain('/proposta/');
  });
});
