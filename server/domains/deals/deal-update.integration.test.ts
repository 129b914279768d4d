import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import type { TDealCreateRequest, TDealUpdateRequest } from '../../../shared/schemas/deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { createTestEnv, errorFields, expectAppError, type Session, signIn, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let admin: Session;
let operator: Session;
let branch: Session;
let otherAdmin: Session;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
type Associate = TDealCreateRequest['associates'][number];

const person = (name: string, base: string, over: Partial<Associate> = {}): Associate => ({
  main: true,
  personType: 'individual',
  name,
  document: cpfFromBase(base),
  birthDate: '1980-02-20',
  gender: 'feminino',
  maritalStatus: 'casado',
  motherName: 'Rita Lima',
  incomes: [{ mensalIncome: 15000, professionalProfile: 'assalariado', main: true }],
  ...over,
});

const dealInput = (associates: Associate[], over: Partial<TDealCreateRequest> = {}): TDealCreateRequest => ({
  operationType: 'Financing',
  associates,
  operationValue: 240000,
  objective: 'comprar',
  deadline: 360,
  asset: { kind: 'realty', value: 400000, type: 'apartamento', isRegistered: true },
  ...over,
});

/** What the edit wizard would send back untouched: the editable deal at its version. */
async function editRequest(session: Session, id: string): Promise<TDealUpdateRequest> {
  const e = await session.caller.deals.editable({ id });
  return { id, version: e.version, ...e.deal };
}

beforeAll(async () => {
  env = await createTestEnv();
  [admin, operator, branch, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
});
afterAll(() => env?.close());

describe('deals.update', () => {
  it('saves the edit, bumps the version and shows it through deals.get with an "updated" timeline entry', async () => {
    const { id } = await operator.caller.deals.create(dealInput([person('Lúcia Editada', '100200300')]));
    const opened = await operator.caller.deals.editable({ id });
    expect(opened).toMatchObject({ customerName: 'Lúcia Editada', stageLabel: 'Novos leads', deal: { operationType: 'Financing', operationValue: 240000, deadline: 360 } });
    expect(opened.deal.associates[0]).toMatchObject({ name: 'Lúcia Editada', birthDate: '1980-02-20', incomes: [{ mensalIncome: 15000, professionalProfile: 'assalariado' }] });

    const unchanged = await operator.caller.deals.update(await editRequest(operator, id));
    expect(unchanged).toMatchObject({ message: 'Nenhuma alteração para salvar', version: opened.version, sections: [] });

    const request = await editRequest(operator, id);
    const co = person('Marcos Coproponente', '200300400', { main: false, gender: 'masculino', relationship: 'Cônjuge' });
    const saved = await operator.caller.deals.update({ ...request, operationValue: 300000, deadline: 240, associates: [...request.associates, co] });
    expect(saved).toEqual({ message: 'Negócio atualizado com sucesso!', version: opened.version + 1, sections: ['associates', 'operation', 'incomes'] });

    const deal = await operator.caller.deals.get({ id });
    expect([deal.operationValue, deal.deadline, deal.version]).toEqual([300000, 240, opened.version + 1]);
    expect(deal.associates.map((a) => [a.name, a.main, a.relationship])).toEqual([
      ['Lúcia Editada', true, null],
      ['Marcos Coproponente', false, 'Cônjuge'],
    ]);
    expect(deal.events[0]).toMatchObject({ kind: 'updated', data: { sections: ['associates', 'operation', 'incomes'] }, actorName: 'Otávio Operador' });
    // The new proponent brings his own checklist items.
    expect(deal.documents.filter((d) => d.label.endsWith('— Marcos Coproponente')).map((d) => d.key)).toEqual([
      'identidade',
      'comprovante_endereco',
      'certidao_estado_civil',
      'holerites',
      'carteira_trabalho',
      'irpf',
    ]);
    const audit = await env.deps.db.selectFrom('audit_log').select(['actor_user_id', 'data']).where('action', '=', 'deal.update').where('entity_id', '=', id).execute();
    expect(audit).toEqual([{ actor_user_id: operator.user.id, data: { sections: ['associates', 'operation', 'incomes'] } }]);

    // Moving the main flag between proponents (one main per deal) and editing only the operation.
    const again = await editRequest(operator, id);
    const swapped = again.associates.map((a) => ({ ...a, main: !a.main }));
    expect((await operator.caller.deals.update({ ...again, associates: swapped })).sections).toEqual(['associates']);
    expect((await operator.caller.deals.get({ id })).associates.filter((a) => a.main).map((a) => a.name)).toEqual(['Marcos Coproponente']);
    expect((await operator.caller.deals.update({ ...(await editRequest(operator, id)), defense: 'Renda comprovada do casal.' })).sections).toEqual(['operation']);
  });

  it('a second writer with a stale version gets the conflict and the first writer’s data stays', async () => {
    const { id } = await operator.caller.deals.create(dealInput([person('Olga Concorrida', '300400500')]));
    const seenByOperator = await editRequest(operator, id);
    const seenByAdmin = await editRequest(admin, id);
    await admin.caller.deals.update({ ...seenByAdmin, operationValue: 250000 });
    await expectAppError(
      operator.caller.deals.update({ ...seenByOperator, operationValue: 260000, deadline: 120 }),
      'CONFLICT_ERROR',
      'Este negócio foi alterado por outra pessoa. Atualize a página para ver a versão atual.',
    );
    const deal = await operator.caller.deals.get({ id });
    expect([deal.operationValue, deal.deadline, deal.version]).toEqual([250000, 360, seenByOperator.version + 1]);
    expect(deal.events.filter((e) => e.kind === 'updated')).toHaveLength(1);

    // Racing the same version: exactly one save wins.
    const now = await editRequest(operator, id);
    const results = await Promise.allSettled([admin.caller.deals.update({ ...now, operationValue: 270000 }), operator.caller.deals.update({ ...now, operationValue: 280000 })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses bad input with the pt-BR messages and changes nothing', async () => {
    const { id } = await operator.caller.deals.create(dealInput([person('Pedro Validado', '400500600')]));
    const request = await editRequest(operator, id);
    const ltv = await expectAppError(operator.caller.deals.update({ ...request, operationValue: 330000 }), 'VALIDATION_ERROR');
    expect(ltv.errors).toContainEqual({ field: 'operationValue', message: MSG.maxCreditPercentage(80) });
    const associate = { ...request.associates[0], serasaScore: 1200, motherName: null };
    const bad = await expectAppError(operator.caller.deals.update({ ...request, associates: [associate] }), 'VALIDATION_ERROR');
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { field: 'associates.0.serasaScore', message: MSG.score },
        { field: 'associates.0.motherName', message: MSG.required },
      ]),
    );
    const noMain = await expectAppError(operator.caller.deals.update({ ...request, associates: [{ ...request.associates[0], main: false }] }), 'VALIDATION_ERROR');
    expect(noMain.errors).toContainEqual({ field: 'associates', message: 'Marque um proponente principal' });
    const type = await expectAppError(
      operator.caller.deals.update({ ...request, operationType: 'HomeEquity', operationValue: 200000 }),
      'VALIDATION_ERROR',
      'O tipo de operação não pode ser alterado',
    );
    expect(errorFields(type)).toEqual(['operationType']);
    await expectAppError(operator.caller.deals.update({ ...request, productId: '3f0b7a52-2a4e-4d8c-9a57-0c1f2b3d4e5f' }), 'VALIDATION_ERROR', 'Selecione um produto deste tipo de operação');

    const deal = await operator.caller.deals.get({ id });
    expect([deal.operationValue, deal.version, deal.associates[0].serasa_score]).toEqual([240000, request.version, null]);
    expect(deal.events.map((e) => e.kind)).toEqual(['created']);
  });

  it('answers "not found" for another company’s deal and for one outside the user’s visibility', async () => {
    const { id } = await operator.caller.deals.create(dealInput([person('Quésia Oculta', '500600700')]));
    const request = await editRequest(operator, id);
    await expectAppError(otherAdmin.caller.deals.editable({ id }), 'ENTITY_NOT_FOUND_ERROR', 'Negócio não encontrado');
    await expectAppError(otherAdmin.caller.deals.update({ ...request, operationValue: 200000 }), 'ENTITY_NOT_FOUND_ERROR', 'Negócio não encontrado');
    // The affiliate manager of Campinas does not see a São Paulo operator's deal.
    await expectAppError(branch.caller.deals.update({ ...request, operationValue: 200000 }), 'ENTITY_NOT_FOUND_ERROR', 'Negócio não encontrado');
    await expectAppError(operator.caller.deals.update({ ...request, id: '3f0b7a52-2a4e-4d8c-9a57-0c1f2b3d4e5f' }), 'ENTITY_NOT_FOUND_ERROR', 'Negócio não encontrado');
    expect((await operator.caller.deals.get({ id })).operationValue).toBe(240000);
  });

  it('keeps uploaded documents when the checklist changes or their proponent leaves', async () => {
    const main = person('Rafaela Arquivos', '600700800');
    const co = person('Sérgio Saída', '700800900', { main: false, gender: 'masculino' });
    const { id } = await operator.caller.deals.create(dealInput([main, co]));
    const before = await operator.caller.deals.get({ id });
    const item = (key: string, name: string) => before.documents.find((d) => d.key === key && d.label.endsWith(`— ${name}`))!;
    for (const d of [item('holerites', 'Rafaela Arquivos'), item('identidade', 'Sérgio Saída')]) {
      await operator.caller.deals.uploadDocument({ dealId: id, documentId: d.id, fileName: `${d.key}.pdf`, bytes: PDF });
    }

    // Rafaela becomes self-employed (payslips no longer required) and Sérgio leaves the deal.
    const request = await editRequest(operator, id);
    const rafaela = { ...request.associates[0], incomes: [{ mensalIncome: 20000, professionalProfile: 'autonomo' as const, main: true }] };
    const saved = await operator.caller.deals.update({ ...request, associates: [rafaela] });
    expect(saved.sections).toEqual(['associates', 'incomes']);

    const after = await operator.caller.deals.get({ id });
    const rows = after.documents.map((d) => [d.key, d.status, d.label.split(' — ')[1] ?? null]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['holerites', 'received', 'Rafaela Arquivos'],
        ['identidade', 'received', 'Sérgio Saída'],
        ['extratos', 'pending', 'Rafaela Arquivos'],
      ]),
    );
    expect(after.documents.find((d) => d.key === 'identidade' && d.label.endsWith('Sérgio Saída'))?.associateId).toBeNull();
    // Items nobody sent a file for go with the change: Rafaela's work record, Sérgio's other documents.
    expect(rows).not.toContainEqual(['carteira_trabalho', 'pending', 'Rafaela Arquivos']);
    expect(after.documents.filter((d) => d.label.endsWith('Sérgio Saída')).map((d) => d.key)).toEqual(['identidade']);
    expect(
      after.documents
        .filter((d) => d.status === 'received')
        .map((d) => d.fileName)
        .sort(),
    ).toEqual(['holerites.pdf', 'identidade.pdf']);
    expect(after.associates.map((a) => a.name)).toEqual(['Rafaela Arquivos']);
  });
});
