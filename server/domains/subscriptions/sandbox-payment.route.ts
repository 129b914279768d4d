import express, { type Request, type Response } from 'express';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import { type CardTokenResponse, ZCardRequest } from '../../../shared/schemas/subscriptions.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fromIssues } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { authenticate } from '../auth/session.ts';
import { paymentProviderFor } from './payment-provider.ts';

/**
 * POST /api/v1/payment/tokenize — the sandbox's stand-in for a payment provider's own tokenisation endpoint (a real
 * provider's JS SDK posts the card to the provider instead, and this path is not served). Body
 * `{ number, expirationDate: 'MM/AA', securityCode }`; answer `{ token, brand, last4, expMonth, expYear }`.
 * The body is never logged nor stored: the request logger writes method, path and status only.
 */
export function createSandboxPaymentRouter(deps: Deps, send: (req: Request, res: Response, err: unknown) => void): express.Router {
  const r = express.Router();
  r.post('/tokenize', async (req: Request, res: Response) => {
    try {
      if (deps.config.paymentProvider !== 'sandbox') throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Recurso não encontrado');
      // Signed-in users only, and not too often: the sandbox must not become a card-checking oracle.
      const user = await authenticate(deps, req.get('authorization'));
      if (!user) throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.unauthenticated);
      await rateLimit(deps.db, 'payment-tokenize', user.id);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const parsed = ZCardRequest.safeParse({ number: body.number, expirationDate: body.expirationDate, securityCode: body.securityCode });
      if (!parsed.success) throw fromIssues(parsed.error.issues);
      const card = await paymentProviderFor(deps.config).tokenize({
        number: parsed.data.number,
        expMonth: parsed.data.expirationDate.month,
        expYear: parsed.data.expirationDate.year,
        securityCode: parsed.data.securityCode,
      });
      const answer: CardTokenResponse = { token: card.token, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
      res.setHeader('Cache-Control', 'no-store');
      res.status(201).json(answer);
    } catch (err) {
      send(req, res, err);
    }
  });
  return r;
}
