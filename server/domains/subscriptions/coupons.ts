import { MSG } from '../../../shared/messages.ts';
import type { Database } from '../../db/database.ts';
import { validationError } from '../../lib/errors.ts';
import { couponUsedBy } from './subscriptions.repository.ts';

interface Coupon {
  /** Percentage off the first charge. */
  percentOff: number;
  /** A welcome coupon: once per company. */
  oncePerCompany: boolean;
  /** Last day it is accepted (ISO date), when it has one. */
  validUntil?: string;
}

/** Coupons live on the server only: the client cannot list them, it can only try one ("Aplicar"). */
const COUPONS: Record<string, Coupon> = {
  BEMVINDO10: { percentOff: 10, oncePerCompany: true },
};

export interface AppliedCoupon {
  code: string;
  percentOff: number;
  discountCents: number;
}

/**
 * The discount a coupon gives on a first charge of `priceCents`, or VALIDATION_ERROR on `coupon`
 * ('Cupom inválido ou expirado') for an unknown, expired or already used one. No code, no discount.
 */
export async function applyCoupon(db: Database, companyId: string, code: string | undefined, priceCents: number, now = new Date()): Promise<AppliedCoupon | null> {
  if (!code) return null;
  const coupon = Object.hasOwn(COUPONS, code) ? COUPONS[code] : undefined;
  const invalid = () => validationError('coupon', MSG.invalidCoupon);
  if (!coupon) throw invalid();
  if (coupon.validUntil && now.toISOString().slice(0, 10) > coupon.validUntil) throw invalid();
  if (coupon.oncePerCompany) {
    if (await couponUsedBy(db, companyId, code)) throw invalid();
  }
  return { code, percentOff: coupon.percentOff, discountCents: Math.round((priceCents * coupon.percentOff) / 100) };
}
