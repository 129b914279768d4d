import { formatDate, maskCep, maskCnpj, maskPhone } from '../../../shared/format.ts';
import type { CompanyProfile } from '../../../shared/schemas/company.ts';
import { brDateToIso } from '../../lib/form.ts';

/** The company fields as typed (masks applied; dates DD/MM/YYYY; money a number or '' while empty). */
export interface CompanyValues {
  document: string;
  corporateName: string;
  fantasyName: string;
  lineOfBusiness: string;
  site: string;
  foundationDate: string;
  monthlyBilling: number | string;
  volumeOfOperations: string | null;
  isCompanyOperateInRealStateSegment: boolean;
  phone: string;
  email: string;
}

export interface AddressValues {
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
}

export interface ContactValues {
  /** React key of the row; never sent. */
  key: string;
  type: string | null;
  value: string;
  main: boolean;
}

/** The part of a form that CompanyFields, AddressFields and ContactsFields edit. */
export interface CompanySectionValues {
  company: CompanyValues;
  address: AddressValues;
  contacts: ContactValues[];
}

let sequence = 0;
export const newContact = (type: string | null = null): ContactValues => ({ key: `contact-${++sequence}`, type, value: '', main: false });

export const emptyCompany = (): CompanyValues => ({
  document: '',
  corporateName: '',
  fantasyName: '',
  lineOfBusiness: '',
  site: '',
  foundationDate: '',
  monthlyBilling: '',
  volumeOfOperations: null,
  isCompanyOperateInRealStateSegment: false,
  phone: '',
  email: '',
});

export const emptyAddress = (): AddressValues => ({ postalCode: '', street: '', number: '', complement: '', neighborhood: '', city: '' });

/** Form company → the shared schema's input (ISO date; '' money stays '' so the schema says it is required). */
export function companyInput(c: CompanyValues) {
  return {
    ...c,
    foundationDate: brDateToIso(c.foundationDate),
    monthlyBilling: c.monthlyBilling === '' ? undefined : Number(c.monthlyBilling),
    volumeOfOperations: c.volumeOfOperations ?? undefined,
  };
}

export const contactsInput = (contacts: ContactValues[]) => contacts.map(({ type, value, main }) => ({ type: type ?? undefined, value, main }));

/** A saved company → the form (company page). */
export function fromProfile(p: CompanyProfile): CompanySectionValues {
  return {
    company: {
      document: p.document ? maskCnpj(p.document) : '',
      corporateName: p.corporateName,
      fantasyName: p.fantasyName ?? '',
      lineOfBusiness: p.lineOfBusiness ?? '',
      site: p.site ?? '',
      foundationDate: formatDate(p.foundationDate),
      monthlyBilling: p.monthlyBilling ?? '',
      volumeOfOperations: p.volumeOfOperations,
      isCompanyOperateInRealStateSegment: p.isCompanyOperateInRealStateSegment ?? false,
      phone: p.phone ? maskPhone(p.phone) : '',
      email: p.email ?? '',
    },
    address: p.address
      ? {
          postalCode: maskCep(p.address.postalCode),
          street: p.address.street,
          number: p.address.number,
          complement: p.address.complement ?? '',
          neighborhood: p.address.neighborhood,
          city: p.address.city,
        }
      : emptyAddress(),
    contacts: p.contacts.map((c) => ({ key: c.id, type: c.type, value: c.type === 'cellphone' || c.type === 'phone' ? maskPhone(c.value) : c.value, main: c.main })),
  };
}

/** The first message per field of a failure's `errors`, keyed by the form path ('company.document'). */
export function fieldErrorsOf(items: { field?: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of items) if (item.field && !(item.field in out)) out[item.field] = item.message;
  return out;
}
