import { randomInt, randomUUID } from 'node:crypto';
import { formatCnpj, formatCpf } from '../../shared/format.ts';
import type { TAffiliateRegistrationRequest, TCompanyRegistrationRequest } from '../../shared/schemas/registration.ts';
import { randomCpf } from './fixtures.ts';

/** Completes a 12-character base into a valid CNPJ (two mod-11 check digits; letters count as ASCII − 48). */
export function cnpjFromBase(base: string): string {
  const values = base
    .toUpperCase()
    .split('')
    .map((c) => c.charCodeAt(0) - 48);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((acc, w, i) => acc + w * values[i], 0);
    const rest = sum % 11;
    values.push(rest < 2 ? 0 : 11 - rest);
  }
  return base.toUpperCase() + values.slice(12).join('');
}

/** A random valid numeric CNPJ, formatted (##.###.###/0001-##). */
export function randomCnpj(): string {
  const root = String(randomInt(10_000_000, 99_999_999));
  return formatCnpj(cnpjFromBase(`${root}0001`));
}

/**
 * Password of the accounts the registration tests create (checked against the run log, R10 of docs/design/security.md).
 */
export const REGISTRATION_PASSWORD = 'Cadastro#Novo2025';

/** A complete, valid /cadastro request with a fresh CNPJ, e-mail and CPF; `over` replaces whole sections. */
export function registrationInput(over: Partial<TCompanyRegistrationRequest> = {}): TCompanyRegistrationRequest & { user: { email: string } } {
  const tag = randomUUID().slice(0, 8);
  const email = `dona.${tag}@corretora-teste.com.br`;
  const base: TCompanyRegistrationRequest = {
    company: {
      document: randomCnpj(),
      corporateName: `Corretora Horizonte ${tag} Ltda.`,
      fantasyName: `Horizonte ${tag}`,
      lineOfBusiness: 'Correspondente bancário',
      site: 'www.horizonte-credito.com.br',
      foundationDate: '2015-03-10',
      monthlyBilling: 85000.5,
      volumeOfOperations: 'medium',
      isCompanyOperateInRealStateSegment: true,
      phone: '(11) 3333-4444',
      email: `contato.${tag}@horizonte-credito.com.br`,
    },
    address: { postalCode: '01310-100', street: 'Avenida Paulista', number: '1000', complement: 'Sala 12', neighborhood: 'Bela Vista', city: 'São Paulo' },
    contacts: [
      { type: 'cellphone', value: '(11) 98888-7777', main: true },
      { type: 'site', value: 'https://horizonte-credito.com.br', main: false },
    ],
    subscriber: { name: 'Helena Horizonte', email, cellphone: '(11) 97777-6666' },
    isUserCompanyAdministrator: true,
    user: {
      name: 'Helena Horizonte',
      email,
      cellphone: '(11) 97777-6666',
      password: REGISTRATION_PASSWORD,
      confirmPassword: REGISTRATION_PASSWORD,
      birthDate: '1984-07-21',
      info: { motherName: 'Maria Horizonte', document: formatCpf(randomCpf()), gender: 'feminino', maritalStatus: 'casado' },
    },
    policies: { acceptPrivacyPolicy: true, acceptTermsOfUse: true },
    marketing: { utmSource: 'instagram', utmMedium: 'social', utmCampaign: 'lancamento-2026' },
  };
  return { ...base, ...over } as TCompanyRegistrationRequest & { user: { email: string } };
}

/** The ids and the secret code of a /cadastro-filial/{companyId}/{subsidiaryId}?convite=… link, as the page reads them. */
export function affiliateLinkOf(registrationPath: string | null): { companyId: string; subsidiaryId: string; invite: string } {
  const url = new URL(registrationPath ?? '', 'http://link.test');
  const [, page, companyId, subsidiaryId] = url.pathname.split('/');
  if (page !== 'cadastro-filial' || !companyId || !subsidiaryId) throw new Error(`not an affiliate registration link: ${registrationPath}`);
  return { companyId, subsidiaryId, invite: url.searchParams.get('convite') ?? '' };
}

/** A complete /cadastro-filial request for the affiliate `link`. */
export function affiliateInput(link: { companyId: string; subsidiaryId: string; invite?: string }, over: Partial<TAffiliateRegistrationRequest> = {}): TAffiliateRegistrationRequest {
  const tag = randomUUID().slice(0, 8);
  return {
    ...link,
    subsidiary: {
      corporateName: `Filial Litoral ${tag} Ltda.`,
      fantasyName: `Filial Litoral ${tag}`,
      document: randomCnpj(),
      email: `filial.${tag}@litoral.com.br`,
      cellphone: '(13) 99876-5432',
      foundationDate: '2019-08-01',
      monthBilling: 42000,
    },
    user: {
      name: 'Lucas Litoral',
      email: `lucas.${tag}@litoral.com.br`,
      cellphone: '(13) 99876-1234',
      document: formatCpf(randomCpf()),
      birthDate: '1990-02-14',
      password: REGISTRATION_PASSWORD,
      passwordConfirmation: REGISTRATION_PASSWORD,
    },
    policies: { acceptPrivacyPolicy: true, acceptTermsOfUse: true },
    ...over,
  };
}
