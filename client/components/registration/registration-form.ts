import { maskCnpj, maskPhone } from '../../../shared/format.ts';
import type { PreRegistrationPrefill } from '../../../shared/schemas/registration.ts';
import { brDateToIso } from '../../lib/form.ts';
import { type CompanySectionValues, companyInput, contactsInput, emptyAddress, emptyCompany } from '../account/company-form.ts';
import type { MarketingInput } from './marketing-search.ts';

export interface PersonValues {
  name: string;
  email: string;
  cellphone: string;
}

export interface RegistrationValues extends CompanySectionValues {
  /** Who fills the form (docs/design/product-spec.md §3 Company "subscriber"). */
  subscriber: PersonValues;
  /** "Eu sou o administrador da empresa": the administrator's data are then the user's. */
  isUserCompanyAdministrator: boolean;
  administrator: PersonValues & { birthDate: string; document: string };
  /** The first user, the company's administrator in the platform. */
  user: PersonValues & {
    password: string;
    confirmPassword: string;
    birthDate: string;
    info: { motherName: string; document: string; gender: string | null; maritalStatus: string | null };
  };
  policies: { acceptPrivacyPolicy: boolean; acceptTermsOfUse: boolean };
}

const person = (): PersonValues => ({ name: '', email: '', cellphone: '' });

export function emptyRegistration(): RegistrationValues {
  return {
    company: emptyCompany(),
    address: emptyAddress(),
    contacts: [],
    subscriber: person(),
    isUserCompanyAdministrator: true,
    administrator: { ...person(), birthDate: '', document: '' },
    user: { ...person(), password: '', confirmPassword: '', birthDate: '', info: { motherName: '', document: '', gender: null, maritalStatus: null } },
    policies: { acceptPrivacyPolicy: false, acceptTermsOfUse: false },
  };
}

/** What a pre-registration link fills in: the company's name, CNPJ and volume, and the person as responsible and user. */
export function withPrefill(values: RegistrationValues, p: PreRegistrationPrefill): RegistrationValues {
  const who = { name: p.name, email: p.email, cellphone: maskPhone(p.cellphone) };
  return {
    ...values,
    company: { ...values.company, corporateName: p.companyName, document: p.document ? maskCnpj(p.document) : values.company.document, volumeOfOperations: p.volumeOfOperations },
    subscriber: who,
    user: { ...values.user, ...who },
  };
}

/** The form → the shared schema's input (ZCompanyRegistrationRequest): ISO dates, no empty selects. */
export function toRegistrationInput(v: RegistrationValues, extra: { marketing?: MarketingInput; preRegistrationToken?: string } = {}) {
  return {
    company: companyInput(v.company),
    address: v.address,
    contacts: contactsInput(v.contacts),
    subscriber: v.subscriber,
    isUserCompanyAdministrator: v.isUserCompanyAdministrator,
    administrator: v.isUserCompanyAdministrator ? undefined : { ...v.administrator, birthDate: brDateToIso(v.administrator.birthDate) },
    user: {
      ...v.user,
      birthDate: brDateToIso(v.user.birthDate),
      info: { ...v.user.info, gender: v.user.info.gender ?? undefined, maritalStatus: v.user.info.maritalStatus ?? undefined },
    },
    policies: v.policies,
    marketing: extra.marketing ?? {},
    preRegistrationToken: extra.preRegistrationToken,
  };
}
