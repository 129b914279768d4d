import type { FormErrors } from '@mantine/form';
import { isValidMobile, isValidPlate, onlyDigits } from '../../../shared/format.ts';
import { MSG } from '../../../shared/messages.ts';
import { type TSimulationParsed, ZSimulationRequest } from '../../../shared/schemas/simulation.ts';
import { zodResolver } from '../../lib/form.ts';
import { kindOf, type SimulationFormValues, serverFieldMap, toSimulationRequest } from './simulation-form.ts';

/*
 * The simulation form's validation with the shared zod schema, apart from simulation-form.ts so pages can load it
 * after they paint (the public simulation page does; bundle budget, docs/performance.md).
 */

const schemaErrors = zodResolver(ZSimulationRequest, toSimulationRequest);

/**
 * Validates the form with the shared ZSimulationRequest (the procedure's own schema), plus the two fields the
 * schema leaves free: the cellphone (a WhatsApp number when given, required on public pages) and the plate.
 */
export function validateSimulationForm(v: SimulationFormValues, opts: { cellphoneRequired?: boolean } = {}): FormErrors {
  const map = serverFieldMap(v);
  const errors: FormErrors = {};
  // The schema names the asset and the document generically ("Valor do bem é obrigatório", "Documento é obrigatório");
  // the form's fields say what they are.
  const labels: Record<string, [RegExp, string]> = {
    assetValue: [/^Valor do bem\b/, kindOf(v.type) === 'vehicle' ? 'Valor do veículo' : 'Valor do imóvel'],
    customerDocument: [/^Documento\b/, v.forJuridicalPerson ? 'CNPJ' : 'CPF'],
  };
  for (const [path, message] of Object.entries(schemaErrors(v))) {
    const field = map[path] ?? path;
    const label = labels[field];
    if (!(field in errors)) errors[field] = label && typeof message === 'string' ? message.replace(label[0], label[1]) : message;
  }
  // The schema asks for the birth date only once the rest parses; ask now, with its own message.
  if (!v.forJuridicalPerson && !v.customerBirthDate.trim() && !errors.customerBirthDate) errors.customerBirthDate = MSG.fieldRequired('Data de nascimento');
  const phone = onlyDigits(v.customerCellphone);
  if (opts.cellphoneRequired && !phone) errors.customerCellphone = MSG.fieldRequired('Celular');
  else if (phone && !isValidMobile(phone)) errors.customerCellphone = MSG.mobilePhone;
  if (v.plate.trim() && !isValidPlate(v.plate)) errors.plate = MSG.fieldInvalid('Placa');
  return errors;
}

/** The validated request, once `validateSimulationForm` found nothing. */
export function parseSimulationForm(v: SimulationFormValues): TSimulationParsed {
  return ZSimulationRequest.parse(toSimulationRequest(v));
}
