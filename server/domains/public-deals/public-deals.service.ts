import { formatMoney, onlyAlphanumeric } from '../../../shared/format.ts';
import { MSG } from '../../../shared/messages.ts';
import { PRODUCT_TYPE } from '../../../shared/options.ts';
import type { TDealCreateParsed } from '../../../shared/schemas/deals.ts';
import type { TPublicDealParsed } from '../../../shared/schemas/public-deals.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { hashToken } from '../auth/tokens.ts';
import { insertDeal } from '../deals/create-deal.service.ts';
import { insertEvent } from '../deals/deal-timeline.repository.ts';
import { openPublicDealWith } from '../deals/deals.repository.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { completeLead } from '../simulation/public-leads.service.ts';
import { findBroker } from '../users/public-broker.service.ts';
import { userEmail } from '../users/users.repository.ts';
import { findSubmissionByKey, lockBrokerSubmissions, setSubmissionKey } from './public-deals.repository.ts';
import { revokeTrackingTokens } from './tracking.repository.ts';
import { issueTrackingToken, trackingUrl } from './tracking-links.ts';

/**
 * The same person sending again through this broker's public link while their earlier proposal is still open is
 * refused with PERSON_DUPLICATED_ERROR naming the field. Only open deals that came through the public link count,
 * and the answer names nobody: a stranger learns nothing about deals the broker registered, nor who handles them.
 */
async function refuseDuplicates(trx: Database, broker: { id: string; company_id: string }, documents: string[]): Promise<void> {
  const found = await openPublicDealWith(trx, broker, documents);
  if (!found) return;
  const index = documents.indexOf(found.document);
  throw new AppError('PERSON_DUPLICATED_ERROR', MSG.publicDealDuplicated, { errors: [{ field: `associates.${index}.document`, message: MSG.publicDealDuplicated }] });
}

/**
 * A visitor's deal through a broker's public link: it lands on the broker's board (first stage, origin `public`),
 * with the document checklist, an in-app notice and an e-mail to the broker, and a private tracking link for the
 * customer. All of it in one transaction: an error leaves nothing behind. The deal keeps its own copy of what was
 * sent and is linked to no stored customer, whatever the CPF (docs/design/security.md: a CPF never unlocks anything).
 */
export async function submit(deps: Deps, input: TPublicDealParsed, meta: RequestMeta) {
  const broker = await findBroker(deps, input.username);
  const documents = input.associates.map((a) => onlyAlphanumeric(a.document));
  const deal: TDealCreateParsed = { ...input, origin: 'public' };
  const customerName = input.associates.find((a) => a.main)?.name ?? input.associates[0].name;
  const operationLabel = PRODUCT_TYPE[input.operationType];

  const keyHash = input.submissionKey ? hashToken(input.submissionKey) : null;
  const { created, token, repeated } = await deps.db.transaction().execute(async (trx) => {
    // One submission per broker at a time, so two tabs sending the same CPF cannot both pass the duplicate check.
    await lockBrokerSubmissions(trx, broker.id);
    // The same tab again (its answer lost on the way): its proposal back, with a new tracking link (the first one
    // may never have arrived; any copy of it stops working), and nothing sent or announced twice.
    const earlier = keyHash ? await findSubmissionByKey(trx, broker, keyHash) : undefined;
    if (earlier) {
      await revokeTrackingTokens(trx, [earlier.id]);
      return { created: earlier, token: await issueTrackingToken(trx, earlier.id, broker.company_id), repeated: true };
    }
    await refuseDuplicates(trx, broker, documents);
    // The visitor who simulated first ("Quero seguir com esta proposta") completes their lead rather than adding a card.
    const created =
      (await completeLead(trx, broker, deal)) ??
      (await insertDeal(trx, { companyId: broker.company_id, subsidiaryId: broker.subsidiary_id, ownerId: broker.id, createdBy: null }, deal, {
        bankPartnerId: null,
        actor: null,
      }));
    if (input.notes) await insertEvent(trx, { dealId: created.id, companyId: broker.company_id, actorUserId: null, kind: 'comment', data: { comment: input.notes, actor: 'customer' } });
    const token = await issueTrackingToken(trx, created.id, broker.company_id);
    if (keyHash) await setSubmissionKey(trx, created.id, keyHash);
    await notify(trx, {
      userId: broker.id,
      companyId: broker.company_id,
      kind: 'deal.public_submit',
      title: `Nova proposta pelo seu link: ${customerName}`,
      body: `${operationLabel} de ${formatMoney(input.operationValue)} · negócio nº ${created.number}`,
      link: `/deal/${created.id}`,
    });
    // The e-mails are queued in the same transaction: the deal and its announcements are kept together or not at all.
    const brokerEmail = await userEmail(trx, broker.id);
    if (brokerEmail !== undefined) {
      await deps.mailer.send(
        {
          to: brokerEmail,
          companyId: broker.company_id,
          subject: `Nova proposta pelo seu link: ${customerName} (negócio nº ${created.number})`,
          text: [
            `Olá, ${broker.name.split(' ')[0]}!`,
            '',
            `${customerName} enviou uma proposta de ${operationLabel.toLowerCase()} de ${formatMoney(input.operationValue)} pelo seu link público.`,
            'O negócio já está na primeira etapa do seu quadro, com a lista de documentos a receber.',
            '',
            `Abrir o negócio: ${deps.config.publicUrl}/deal/${created.id}`,
          ].join('\n'),
        },
        trx,
      );
    }
    // The customer keeps the private link even if the success screen is lost (a closed tab, another phone).
    const customerEmail = input.associates.find((a) => a.main)?.email;
    if (customerEmail) {
      await deps.mailer.send(
        {
          to: customerEmail,
          companyId: broker.company_id,
          subject: `Sua proposta nº ${created.number} foi recebida — acompanhe por aqui`,
          text: [
            `Olá, ${customerName.split(' ')[0]}!`,
            '',
            `Sua proposta de ${operationLabel.toLowerCase()} chegou para ${broker.name}, da ${broker.company_name}.`,
            'Pelo link abaixo você acompanha cada etapa e envia os documentos que faltarem. Ele é só seu: não compartilhe.',
            '',
            trackingUrl(deps, token),
          ].join('\n'),
          secrets: [token],
        },
        trx,
      );
    }
    return { created, token, repeated: false };
  });
  deps.caches.dropDealList(broker.company_id);

  await recordAudit(deps.db, { companyId: broker.company_id, actorUserId: null, action: repeated ? 'deal.public_submit_repeated' : 'deal.public_submit', entity: 'deal', entityId: created.id }, meta);
  return { message: 'Proposta enviada com sucesso!', number: created.number, trackingToken: token, trackingUrl: trackingUrl(deps, token) };
}
