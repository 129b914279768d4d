import type { FormErrors } from '@mantine/form';
import { parseBrDate } from '../../../../shared/format.ts';
import { MSG } from '../../../../shared/messages.ts';
import { isRealtyOperation, ZDealCustomerStep, ZDealIncomeStep, ZDealOperationStep } from '../../../../shared/schemas/deals.ts';
import { zodResolver } from '../../../lib/form.ts';
import { associateInput, CUSTOM_DEADLINE, type DealFormValues, FORM_STEPS, type FormStep, incomeInput, operationInput } from './deal-form.ts';

/** A schema path (and a server `errors[].field`) as the form field that shows it. */
export function formPath(path: string, v: Pick<DealFormValues, 'operationType' | 'deadline'>): string {
  if (path === 'deadline') return v.deadline === CUSTOM_DEADLINE ? 'customDeadline' : 'deadline';
  if (path === 'asset' || path === 'asset.value') return 'assetValue';
  if (path === 'asset.kind') return 'operationType';
  if (path === 'asset.type') return v.operationType && !isRealtyOperation(v.operationType) ? 'assetType' : 'realtyType';
  if (path === 'asset.licensePlate') return 'plate';
  if (path.startsWith('asset.brand')) return 'brandCode';
  if (path.startsWith('asset.model')) return 'modelCode';
  if (path.startsWith('asset.')) return path.slice('asset.'.length);
  if (path === 'financialInstitutionId') return 'productId';
  return path;
}

/** The step a field belongs to: where to take the user when the server refuses it. */
export function stepOf(field: string): FormStep {
  if (/^associates\.\d+\.incomes/.test(field)) return 'income';
  if (field.startsWith('associates')) return 'customer';
  return 'operation';
}

const STEP_CHECKS: Record<FormStep, (v: DealFormValues) => FormErrors> = {
  customer: zodResolver(ZDealCustomerStep, (v: DealFormValues) => ({ associates: v.associates.map((a) => associateInput(a, false)) })),
  operation: zodResolver(ZDealOperationStep, operationInput),
  income: zodResolver(ZDealIncomeStep, (v: DealFormValues) => ({
    associates: v.associates.map((a) => ({
      personType: a.personType,
      type: a.type,
      birthDate: parseBrDate(a.birthDate) ?? undefined,
      incomes: a.personType === 'individual' ? a.incomes.map(incomeInput) : [],
    })),
  })),
};

/** The errors of one step, on the form's own field names (first message per field). */
export function validateStep(step: FormStep, v: DealFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(STEP_CHECKS[step](v))) {
    const field = formPath(path, v);
    if (!(field in errors)) errors[field] = message;
  }
  // "Prazo" is a list: nothing chosen is 'Selecione uma opção' (docs/design/product-spec.md §5 defaults), not 'obrigatório'.
  if (step === 'operation' && v.deadline === '' && errors.deadline) errors.deadline = MSG.selectOption;
  return errors;
}

/** Server field errors on the form's fields, and the first step that has one. */
export function serverFieldErrors(items: { field?: string; message: string }[], v: DealFormValues): { errors: FormErrors; step: FormStep | null } {
  const errors: FormErrors = {};
  let step: FormStep | null = null;
  for (const item of items) {
    if (!item.field) continue;
    const field = formPath(item.field, v);
    if (field in errors) continue;
    errors[field] = item.message;
    const s = stepOf(field);
    if (step === null || FORM_STEPS.indexOf(s) < FORM_STEPS.indexOf(step)) step = s;
  }
  return { errors, step };
}
