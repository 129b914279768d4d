import type { FormErrors } from '@mantine/form';
import { z } from 'zod';
import { ZAcceptPoliciesRequest } from '../../../shared/schemas/auth.ts';
import { addressSchema, cnpjSchema, companyDataSchema, contactsSchema } from '../../../shared/schemas/company.ts';
import { administratorSchema, registrationUserSchema, subscriberSchema } from '../../../shared/schemas/registration.ts';
import { zodResolver } from '../../lib/form.ts';
import { type RegistrationValues, toRegistrationInput } from './registration-form.ts';

/** /cadastro in four steps: company → address and contacts → responsible and access → review. */
export const REGISTRATION_STEPS = [
  { key: 'empresa', label: 'Empresa' },
  { key: 'endereco', label: 'Endereço e contatos' },
  { key: 'acesso', label: 'Responsável e acesso' },
  { key: 'revisao', label: 'Revisão' },
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number]['key'];

const checks: Record<RegistrationStep, (v: RegistrationValues) => FormErrors> = {
  empresa: zodResolver(z.object({ company: companyDataSchema.extend({ document: cnpjSchema }) }), toRegistrationInput),
  endereco: zodResolver(z.object({ address: addressSchema, contacts: contactsSchema }), toRegistrationInput),
  acesso: (v) => ({
    ...zodResolver(z.object({ subscriber: subscriberSchema, user: registrationUserSchema }), toRegistrationInput)(v),
    // The administrator's data is asked only when the user is not the administrator.
    ...(v.isUserCompanyAdministrator ? {} : zodResolver(z.object({ administrator: administratorSchema }), toRegistrationInput)(v)),
  }),
  revisao: zodResolver(z.object({ policies: ZAcceptPoliciesRequest }), toRegistrationInput),
};

export const validateRegistrationStep = (step: RegistrationStep, v: RegistrationValues): FormErrors => checks[step](v);

/** The step whose fields hold a server field error ('company.document' → empresa). */
export function stepOfField(field: string): RegistrationStep {
  if (field.startsWith('company.')) return 'empresa';
  if (field.startsWith('address.') || field.startsWith('contacts')) return 'endereco';
  if (field.startsWith('policies.')) return 'revisao';
  return 'acesso';
}
