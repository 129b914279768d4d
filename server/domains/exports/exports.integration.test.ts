import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from '../../../shared/format.ts';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { createTestEnv, type HttpServer, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let http: HttpServer;
let admin: Session;
let operator: Session;
let otherAdmin: Session;

const deal = (name: string, cpf: string, over: Partial<TDealCreateRequest> = {}): TDealCreateRequest => ({
  operationType: 'Financing',
  associates: [
    {
      main: true,
      personType: 'individual',
      name,
      document: cpf,
      birthDate: '1980-01-01',
      gender: 'masculino',
      maritalStatus: 'casado',
      motherName: 'Mãe',
      cellphone: '11987654321',
      incomes: [{ mensalIncome: 20000, professionalProfile: 'assalariado', main: true }],
    },
  ],
  operationValue: 320000.5,
  deadline: 360,
  asset: { kind: 'realty', value: 500000, type: 'casa', isRegistered: true },
  ...over,
});

function get(session: Session, path: string) {
  return fetch(`${http.baseUrl}/api/v1/exports/${path}`, { headers: { authorization: `Bearer ${session.accessData.accessToken}` } });
}

/** A CSV body as rows of fields (our exports quote only what needs it; the test files have no quoted ';'). */
async function csvRows(res: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder()
    .decode(bytes.slice(3))
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(';'));
}

beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
  [admin, operator, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
  await operator.caller.deals.create(deal('Exportado Silva', cpfFromBase('112358132')));
  // A spreadsheet formula as a name: the form refuses it for a person (letters only), but a company's name, an older
  // row or an import may carry one, and the export must still not run it. Written to the database as such.
  const formula = await operator.caller.deals.create(deal('Fórmula Silva', cpfFromBase('213455891'), { operationType: 'HomeEquity', deadline: 120, operationValue: 100000 }));
  await env.deps.db.updateTable('deal_associates').set({ name: '=HYPERLINK("http://x") Silva' }).where('deal_id', '=', formula.id).execute();
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

describe('exports of the lists (CSV and XLSX, pt-BR)', () => {
  it('deals as CSV for Excel in Brazil: BOM, ";" fields, 1.234,56, dd/mm/aaaa, the board filter, CPF in the clear for the company view', async () => {
    const res = await get(admin, 'deals.csv?pipeline=financiamento-imobiliario&search=Exportado');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="negocios-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = await csvRows(res);
    expect(header.slice(0, 7)).toEqual(['Nº', 'Quadro', 'Etapa', 'Cliente', 'CPF/CNPJ', 'Operação', 'Valor do crédito']);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header.map((h, i) => [h, rows[0][i]]));
    expect(row).toMatchObject({
      Quadro: 'Financiamento Imobiliário',
      Etapa: 'Novos leads',
      Cliente: 'Exportado Silva',
      // Written as on the screens: bare digits are a number to Excel, and a leading zero would go.
      'CPF/CNPJ': formatCpf(cpfFromBase('112358132')),
      'Valor do crédito': '320.000,50',
      'Prazo (meses)': '360',
      Responsável: 'Otávio Operador',
    });
    expect(row['Cadastrado em']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const audit = await env.deps.db.selectFrom('audit_log').select(['action', 'data']).where('actor_user_id', '=', admin.user.id).where('action', '=', 'export.deals').executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.data)).not.toContain('Exportado');
  });

  it('neutralises spreadsheet formulas in text (CSV injection)', async () => {
    const [, ...rows] = await csvRows(await get(admin, 'deals.csv?pipeline=home-equity'));
    const names = rows.map((r) => r[3]);
    expect(names).toContain(`"'=HYPERLINK(""http://x"") Silva"`);
  });

  it('customers for a broker: only their own people, CPF masked', async () => {
    const [header, ...rows] = await csvRows(await get(operator, 'customers.csv'));
    expect(header).toEqual(['Nome', 'Pessoa', 'CPF/CNPJ', 'E-mail', 'Celular', 'Negócios', 'Último negócio']);
    const mine = rows.find((r) => r[0] === 'Exportado Silva')!;
    expect(mine[2]).toBe('***.358.132-**');
    expect(rows.every((r) => /^\*\*\*\./.test(r[2]))).toBe(true);
    // CPF and phone as the screens write them, not digits Excel would read as a number.
    const [, ...all] = await csvRows(await get(admin, 'customers.csv'));
    expect(all.some((r) => r[4])).toBe(true);
    expect(all.filter((r) => r[4]).every((r) => /^\(\d{2}\) \d{4,5}-\d{4}$/.test(r[4]))).toBe(true);
    expect(all.filter((r) => r[1] === 'Física').every((r) => /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(r[2]))).toBe(true);
  });

  it('commissions as XLSX with typed cells; other companies export none of ours', async () => {
    const { id } = await admin.caller.deals.create(deal('Planilha Comissão', cpfFromBase('314159267')));
    await admin.caller.deals.move({ id, stage: 'propertyRegistry', version: 1 });
    const res = await get(admin, 'commissions.xlsx?status=3');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(strings + sheet).toContain('Planilha Comissão');
    expect(strings + sheet).toContain('Previsão');
    // R$ 320.000,50 × 1,2 % = R$ 3.840,01 as a number cell, not text.
    expect(sheet).toMatch(/<v>3840\.01<\/v>/);

    const foreign = await csvRows(await get(otherAdmin, 'deals.csv'));
    expect(foreign.flat().join(' ')).not.toContain('Exportado Silva');
  });

  it('an unknown export or format is not found; bad filters are the list’s messages', async () => {
    expect((await get(admin, 'deals.pdf')).status).toBe(404);
    expect((await get(admin, 'users.csv')).status).toBe(404);
    const bad = await get(admin, 'commissions.csv?from=2026-02-31');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ type: 'VALIDATION_ERROR', errors: [{ field: 'from', message: 'Data inválida' }] });
    expect((await fetch(`${http.baseUrl}/api/v1/exports/deals.csv`)).status).toBe(401);
  });
});
