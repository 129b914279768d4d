import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBankAccountInput, TCompanyUpdateRequest } from '../../../shared/schemas/company.ts';
import { TINY_PNG } from '../../test/fixtures.ts';
import { callerFor, createTestEnv, errorFields, expectAppError, randomIp, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let admin: Session;
let operator: Session;
let otherAdmin: Session;
beforeAll(async () => {
  env = await createTestEnv();
  [admin, operator, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password, { ip: randomIp() }),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password, { ip: randomIp() }),
    signIn(env.deps, env.other.users.administrator.email, env.other.password, { ip: randomIp() }),
  ]);
});
afterAll(async () => {
  await env?.close();
});

const companyUpdate = (over: Partial<TCompanyUpdateRequest['company']> = {}): TCompanyUpdateRequest => ({
  company: {
    corporateName: 'Demo Crédito Correspondente Bancário Ltda.',
    fantasyName: 'Demo Crédito',
    lineOfBusiness: 'Correspondente bancário',
    site: 'democredito.com.br',
    foundationDate: '2012-05-02',
    monthlyBilling: 250000,
    volumeOfOperations: 'high',
    isCompanyOperateInRealStateSegment: true,
    phone: '(19) 3232-1010',
    email: 'contato@demo.com.br',
    ...over,
  },
  address: { postalCode: '13015-904', street: 'Rua Barão de Jaguara', number: '1481', complement: '', neighborhood: 'Centro', city: 'Campinas' },
  contacts: [
    { type: 'email', value: 'Financeiro@Demo.com.br', main: true },
    { type: 'phone', value: '(19) 3232-1011', main: true },
  ],
});

describe('accounts.company (/account/profile/company)', () => {
  it('every role reads its own company; a company that predates the registration shows empty fields', async () => {
    const before = await operator.caller.accounts.company.get();
    expect(before).toMatchObject({ id: env.demo.companyId, name: 'Demo Crédito', document: '11222333000181', address: null, contacts: [], monthlyBilling: null });
    const other = await otherAdmin.caller.accounts.company.get();
    expect(other).toMatchObject({ id: env.other.companyId, name: 'Outra Empresa' });
  });

  it('administrators edit data, address (state and region from the CEP) and contacts; others cannot', async () => {
    await expectAppError(operator.caller.accounts.company.update(companyUpdate()), 'FORBIDDEN_ERROR');
    const manager = await signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password, { ip: randomIp() });
    await expectAppError(manager.caller.accounts.company.update(companyUpdate()), 'FORBIDDEN_ERROR');

    const res = await admin.caller.accounts.company.update(companyUpdate());
    expect(res.message).toBe('Dados da empresa atualizados!');
    expect(res.company).toMatchObject({
      monthlyBilling: 250000,
      volumeOfOperations: 'high',
      phone: '1932321010',
      address: { postalCode: '13015904', state: 'SP', region: 'sudeste', complement: null, country: 'Brasil' },
      contacts: [
        { type: 'email', value: 'financeiro@demo.com.br', main: true },
        { type: 'phone', value: '1932321011', main: true },
      ],
    });
    // The other company is untouched; the operator reads the new data.
    expect((await otherAdmin.caller.accounts.company.get()).address).toBeNull();
    expect((await operator.caller.accounts.company.get()).address?.city).toBe('Campinas');

    // Contacts are replaced as a whole.
    const again = await admin.caller.accounts.company.update({ ...companyUpdate({ fantasyName: 'Demo Crédito' }), contacts: [] });
    expect(again.company.contacts).toEqual([]);
  });

  it('a company without a trade name keeps the name its customers see when the form is saved as it loads', async () => {
    await env.deps.db.updateTable('companies').set({ name: 'Demo Crédito', fantasy_name: null }).where('id', '=', env.demo.companyId).execute();
    const loaded = await admin.caller.accounts.company.get();
    expect(loaded.fantasyName).toBe('Demo Crédito');
    const saved = await admin.caller.accounts.company.update({ ...companyUpdate({ fantasyName: loaded.fantasyName, corporateName: loaded.corporateName ?? 'Demo Crédito Ltda.' }) });
    expect(saved.company.name).toBe('Demo Crédito');
    expect(saved.company.corporateName).not.toBe('Demo Crédito');
  });

  it('names the invalid fields', async () => {
    const input = companyUpdate({ phone: '123', site: 'não é site', email: 'x@' });
    input.address.postalCode = '00000-000';
    input.contacts = [{ type: 'cellphone', value: '(11) 3333-4444', main: false }];
    const err = await expectAppError(admin.caller.accounts.company.update(input), 'VALIDATION_ERROR');
    expect(Object.fromEntries(err.errors.map((e) => [e.field, e.message]))).toMatchObject({
      'company.phone': 'Informe um telefone válido: (33) 3333-9999',
      'company.site': 'Site inválido. Ex.: www.suaempresa.com.br',
      'company.email': 'E-mail inválido',
      'address.postalCode': 'CEP inválido',
      'contacts.0.value': 'Informe um celular válido: (99) 99999-9999',
    });
  });
});

const account = (over: Partial<TBankAccountInput> = {}): TBankAccountInput => ({
  name: 'Demo Crédito Ltda.',
  bank: '341',
  agencyNumber: '1234',
  agencyDigit: '',
  accountNumber: '567890',
  accountDigit: '1',
  main: false,
  ...over,
});

describe('accounts.bankAccounts (/account/profile/bankAccount)', () => {
  it('keeps exactly one main account per company through create, mark main and delete', async () => {
    const first = await admin.caller.accounts.bankAccounts.create(account());
    expect(first.message).toBe('Conta bancária salva!');
    expect(first.accounts).toEqual([expect.objectContaining({ main: true, bank: '341', bankName: 'Itaú Unibanco', agencyDigit: null })]);

    const second = await admin.caller.accounts.bankAccounts.create(account({ name: 'Conta Caixa', bank: '104', accountDigit: 'x', main: true }));
    expect(second.accounts.map((a) => [a.name, a.main])).toEqual([
      ['Conta Caixa', true],
      ['Demo Crédito Ltda.', false],
    ]);
    expect(second.accounts[0].accountDigit).toBe('X');
    const third = await admin.caller.accounts.bankAccounts.create(account({ name: 'Conta Nubank', bank: '260' }));
    expect(third.accounts.filter((a) => a.main).map((a) => a.name)).toEqual(['Conta Caixa']);

    const itau = third.accounts.find((a) => a.bank === '341')!;
    const marked = await admin.caller.accounts.bankAccounts.setMain({ id: itau.id });
    expect(marked.message).toBe('Conta principal alterada!');
    expect(marked.accounts.filter((a) => a.main).map((a) => a.id)).toEqual([itau.id]);

    // Unticking "main" on the main account keeps it main (there must be one).
    const edited = await admin.caller.accounts.bankAccounts.update({ ...account({ name: 'Itaú — comissões', main: false }), id: itau.id });
    expect(edited.accounts.find((a) => a.id === itau.id)).toMatchObject({ name: 'Itaú — comissões', main: true });

    const deleted = await admin.caller.accounts.bankAccounts.delete({ id: itau.id });
    expect(deleted.message).toBe('Conta bancária excluída!');
    expect(deleted.accounts).toHaveLength(2);
    expect(deleted.accounts.filter((a) => a.main)).toHaveLength(1);
    const mains = await env.deps.db.selectFrom('bank_accounts').select('id').where('company_id', '=', env.demo.companyId).where('main', '=', true).execute();
    expect(mains).toHaveLength(1);
  });

  it('others read but do not change; another company’s account answers 404', async () => {
    expect((await operator.caller.accounts.bankAccounts.list()).length).toBeGreaterThan(0);
    await expectAppError(operator.caller.accounts.bankAccounts.create(account()), 'FORBIDDEN_ERROR');
    const theirs = await otherAdmin.caller.accounts.bankAccounts.create(account({ name: 'Outra Empresa' }));
    const id = theirs.accounts[0].id;
    expect((await admin.caller.accounts.bankAccounts.list()).some((a) => a.id === id)).toBe(false);
    await expectAppError(admin.caller.accounts.bankAccounts.setMain({ id }), 'ENTITY_NOT_FOUND_ERROR', 'Conta bancária não encontrada');
    await expectAppError(admin.caller.accounts.bankAccounts.delete({ id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(admin.caller.accounts.bankAccounts.update({ ...account(), id }), 'ENTITY_NOT_FOUND_ERROR');
    expect(await otherAdmin.caller.accounts.bankAccounts.list()).toHaveLength(1);
  });

  it('checks the fields', async () => {
    const err = await expectAppError(admin.caller.accounts.bankAccounts.create(account({ bank: '999' as '001', agencyNumber: '12a', accountNumber: '', accountDigit: '##' })), 'VALIDATION_ERROR');
    expect(Object.fromEntries(err.errors.map((e) => [e.field, e.message]))).toMatchObject({
      bank: 'Selecione uma opção',
      agencyNumber: 'Use apenas números',
      accountNumber: 'Este campo é obrigatório',
      accountDigit: 'Este campo é inválido',
    });
  });
});

describe('accounts.identity (/account/profile/identity)', () => {
  it('each user saves their own colour scheme; it comes back with the profile', async () => {
    expect((await operator.caller.accounts.identity.get()).colorScheme).toBe('auto');
    const res = await operator.caller.accounts.identity.setColorScheme({ colorScheme: 'dark' });
    expect(res).toMatchObject({ message: 'Preferência de tema salva!', identity: { colorScheme: 'dark' } });
    expect((await operator.caller.auth.me()).colorScheme).toBe('dark');
    expect((await admin.caller.auth.me()).colorScheme).toBeNull();
    const err = await expectAppError(operator.caller.accounts.identity.setColorScheme({ colorScheme: 'sepia' as 'dark' }), 'VALIDATION_ERROR', 'Selecione uma opção');
    expect(errorFields(err)).toEqual(['colorScheme']);
  });

  it('the primary colour is the company’s: administrators set it, users and public pages see it', async () => {
    await expectAppError(operator.caller.accounts.identity.setBrand({ primaryColor: 'teal' }), 'FORBIDDEN_ERROR');
    await expectAppError(admin.caller.accounts.identity.setBrand({ primaryColor: 'yellow' as 'teal' }), 'VALIDATION_ERROR', 'Selecione uma opção');
    const res = await admin.caller.accounts.identity.setBrand({ primaryColor: 'teal' });
    expect(res.identity.primaryColor).toBe('teal');
    expect((await operator.caller.auth.me()).company.primaryColor).toBe('teal');
    expect((await otherAdmin.caller.auth.me()).company.primaryColor).toBeNull();
    const broker = await callerFor(env.deps, null, { ip: randomIp() }).publicSimulation.broker({ username: 'demo-operador' });
    expect(broker).toMatchObject({ name: 'Otávio Operador', companyName: 'Demo Crédito', primaryColor: 'teal' });
  });

  it('the logo is a PNG or JPG up to 2 MB checked by content (REST multipart); it shows on public pages and the proposal PDF', async () => {
    const http = await startHttp(env.deps);
    const upload = (session: Session, bytes: Uint8Array, name: string) => {
      const body = new FormData();
      body.append('file', new Blob([Buffer.from(bytes)]), name);
      return fetch(`${http.baseUrl}/api/v1/company/logo`, { method: 'POST', headers: { authorization: `Bearer ${session.accessData.accessToken}` }, body });
    };
    try {
      const forbidden = await upload(operator, TINY_PNG, 'logo.png');
      expect(forbidden.status).toBe(403);

      const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40)]);
      const refusedGif = await upload(admin, gif, 'logo.png');
      expect(refusedGif.status).toBe(400);
      // A GIF named .png: the name claims an allowed type, the content is another one.
      expect(await refusedGif.json()).toMatchObject({ type: 'UPLOAD_ERROR', errors: [{ field: 'file', message: 'Arquivo corrompido ou de tipo diferente do nome' }] });
      const namedGif = await upload(admin, gif, 'logo.gif');
      expect((await namedGif.json()).errors[0].message).toBe('A extensão do arquivo não é permitida');
      const text = await upload(admin, new TextEncoder().encode('não sou imagem'), 'logo.jpg');
      expect((await text.json()).errors[0].message).toBe('Arquivo corrompido ou de tipo diferente do nome');
      const big = new Uint8Array(2_000_001);
      big.set(TINY_PNG);
      expect((await (await upload(admin, big, 'logo.png')).json()).errors[0].message).toMatch(/^Arquivo muito grande/);

      const ok = await upload(admin, TINY_PNG, '../../etc/passwd.png');
      expect(ok.status).toBe(200);
      const { message, logoUrl } = (await ok.json()) as { message: string; logoUrl: string };
      expect(message).toBe('Logo atualizado!');
      expect(logoUrl).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.png$/);
      const served = await fetch(`${http.baseUrl}${logoUrl}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(TINY_PNG);

      expect((await operator.caller.accounts.identity.get()).logoUrl).toBe(logoUrl);
      expect((await operator.caller.auth.me()).company.logoUrl).toBe(logoUrl);
      const broker = await callerFor(env.deps, null, { ip: randomIp() }).publicSimulation.broker({ username: 'demo-credito' });
      expect(broker.companyLogoUrl).toBe(logoUrl);

      // The proposal PDF embeds the logo (an image XObject); another company's proposal has none.
      const pdfOf = async (session: Session) => {
        const saved = await session.caller.simulation.save({
          type: 'HomeEquity',
          customer: { name: 'Maria Souza', document: '529.982.247-25', birthDate: '1975-03-10', income: 25000 },
          assetValue: 600000,
          operationValue: 300000,
          deadline: 180,
          isRegistered: true,
          numberOfAssociates: 1,
          gracePeriod: 0,
        });
        const res = await fetch(`${http.baseUrl}/api/v1/simulations/${saved.id}/proposal.pdf`, { headers: { authorization: `Bearer ${session.accessData.accessToken}` } });
        expect(res.status).toBe(200);
        return Buffer.from(await res.arrayBuffer()).toString('latin1');
      };
      expect(await pdfOf(admin)).toContain('/Subtype /Image');
      expect(await pdfOf(otherAdmin)).not.toContain('/Subtype /Image');

      const removed = await admin.caller.accounts.identity.removeLogo();
      expect(removed.message).toBe('Logo removido');
      expect((await admin.caller.accounts.identity.get()).logoUrl).toBeNull();
      expect((await fetch(`${http.baseUrl}${logoUrl}`)).status).toBe(404);
    } finally {
      await http.close();
    }
  });
});
