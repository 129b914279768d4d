import { z } from 'zod';
import { maskPhone } from '../../../../../shared/format.ts';
import type { Profile } from '../../../../../shared/schemas/auth.ts';
import { type TSubscribeRequest, ZCardRequest, ZPayer } from '../../../../../shared/schemas/subscriptions.ts';
import type { PlanKey } from '../../../../../shared/subscriptions.ts';
import { CARD_FIELD_PATHS, type CardValues, EMPTY_CARD } from '../../../../components/payment/card-values.ts';

/** The checkout form as typed: masks applied, instalments as the select's string. */
export interface CheckoutValues {
  coupon: string;
  instalments: string;
  person: { name: string; email: string; document: string; phone: string; addressNumber: string; postalCode: string };
  card: CardValues;
}

/** What the browser checks before tokenising: the same payer and card schemas the server and the provider use. */
export const ZCheckoutForm = z.object({ person: ZPayer, card: ZCardRequest });
export const toCheckoutInput = (values: CheckoutValues) => ({ person: values.person, card: values.card });

/** Starts with the signed-in user's name, e-mail and cellphone, which usually are the payer's. */
export function initialCheckoutValues(profile: Pick<Profile, 'name' | 'email' | 'cellphone'>): CheckoutValues {
  return {
    coupon: '',
    instalments: '1',
    person: { name: profile.name, email: profile.email, document: '', phone: maskPhone(profile.cellphone ?? ''), addressNumber: '', postalCode: '' },
    card: { ...EMPTY_CARD },
  };
}

export const normaliseCoupon = (value: string): string => value.trim().toUpperCase();

/** The subscribe call: only the provider's token stands for the card. */
export function subscribeRequest(plan: PlanKey, values: CheckoutValues, cardToken: string, coupon: string | undefined, idempotencyKey: string): TSubscribeRequest {
  return { plan, coupon, instalments: Number(values.instalments), person: values.person, cardToken, idempotencyKey };
}

/** A server field (tokenisation or subscribe) → the form path it belongs to, or null when the form has no such field. */
export function formPathOf(field: string | undefined): string | null {
  if (!field) return null;
  if (field in CARD_FIELD_PATHS) return CARD_FIELD_PATHS[field];
  if (field === 'coupon' || field === 'instalments' || /^person\.(name|email|document|phone|addressNumber|postalCode)$/.test(field)) return field;
  return null;
}
