import { formatCnpj, formatCpf, formatDate, maskPhone } from '../../../../../shared/format.ts';
import { GENDER, MARITAL_STATUS } from '../../../../../shared/options.ts';
import type { Fact } from '../../deal/$dealId/-components/deal-format.ts';
import { optionLabel } from '../../deal/$dealId/-components/deal-format.ts';

/**
 * A document as the server sent it: already masked for roles that may not read it (***.982.247-**), or plain
 * characters that get the CPF or CNPJ punctuation.
 */
export function displayDocument(personType: 'individual' | 'company', document: string): string {
  if (!/^[0-9A-Z]+$/i.test(document)) return document;
  return personType === 'company' ? formatCnpj(document) : formatCpf(document);
}

interface CustomerData {
  personType: 'individual' | 'company';
  document: string;
  birthDate: string | null;
  gender: string | null;
  maritalStatus: string | null;
  motherName: string | null;
  serasaScore: number | null;
  email: string | null;
  cellphone: string | null;
}

/** The person's (or company's) data with pt-BR labels; empty fields are left out. */
export function customerFacts(c: CustomerData): Fact[] {
  const company = c.personType === 'company';
  const list: [string, string | null | undefined][] = [
    [company ? 'CNPJ' : 'CPF', displayDocument(c.personType, c.document)],
    ['Tipo', company ? 'Pessoa jurídica' : 'Pessoa física'],
    [company ? 'Data de abertura' : 'Data de nascimento', c.birthDate ? formatDate(c.birthDate) : null],
    ['Gênero', company ? null : optionLabel(GENDER, c.gender)],
    ['Estado civil', company ? null : optionLabel(MARITAL_STATUS, c.maritalStatus)],
    ['Nome da mãe', company ? null : c.motherName],
    ['Score Serasa', c.serasaScore === null ? null : String(c.serasaScore)],
    ['E-mail', c.email],
    ['Celular', c.cellphone ? maskPhone(c.cellphone) : null],
  ];
  return list.filter((f): f is Fact => !!f[1]);
}
