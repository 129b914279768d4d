import { formatMoney, onlyAlphanumeric } from '../../../shared/format.ts';
import { PUBLIC_DEAL_MESSAGES } from '../../../shared/messages.ts';
import { PRODUCT_TYPE } from '../../../shared/options.ts';
import type { TDealCreateParsed } from '../../../shared/schemas/deals.ts';
import type { TPublicDealParsed } from '../../../shared/schemas/public-deals.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { hashToken } from '../auth/tokens.ts';
import { insertDeal } from '../deals/create-deal.service.ts';
import { insertEvent } from '../deals/deal-timeline.repository.ts';
import { openPublicDealsWith } from '../deals/deals.repository.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { completeLead } from '../simulation/public-leads.service.ts';
import { findBroker } from '../users/public-broker.service.ts';
import { userEmail } from '../users/users.repository.ts';
import { findSubmissionByKey, lockBrokerSubmissions, setSubmissionKey } from './public-deals.repository.ts';
import { revokeTrackingTokens } from './tracking.repository.ts';
import { issueTrackingToken, trackingUrl } from './tracking-links.ts';

/** What the broker is told of the proposal's people: the open public deals that already have one of them, if any. */
interface SameDocumentNotice {
  dealNumbers: number[];
  documentLabel: 'CPF' | 'CNPJ' | 'documento';
}

/**
 * The broker's open proposals from the public link that already have one of these people (documents). The visitor is
 * never told: whether a CPF has a request in progress is not theirs to learn, and a stranger sending a CPF first must
 * not block the real person. The broker reconciles them, told on the new deal's timeline and in its notice. Deals the
 * broker registered do not count (the deal page's customer match covers those).
 */
async function openWithSameDocuments(trx: Database, broker: { id: string; company_id: string }, documents: string[]): Promise<SameDocumentNotice | null> {
  const found = await openPublicDealsWith(trx, broker, documents);
  if (!found.length) return null;
  const dealNumbers = [...new Set(found.map((f) => Number(f.number)))];
  const lengths = new Set(found.map((f) => f.document.length));
  const documentLabel = lengths.size > 1 ? 'documento' : lengths.has(11) ? 'CPF' : 'CNPJ';
  return { dealNumbers, documentLabel };
}

/**
 * A visitor's deal through a broker's public link: it lands on the broker's board (first stage, origin `public`),
 * with the document checklist, an in-app notice and an e-mail to the broker, and a private tracking link for the
 * customer. All of it in one transaction: an error leaves nothing behind. The deal keeps its own copy of what was
 * sent and is linked to no stored customer, whatever the CPF (docs/design/security.md: a CPF never unlocks anything);
 * the answer is the same whether or not the CPF already has a proposal open (see openWithSameDocuments).
 */
export async function submit(deps: Deps, input: TPublicDealParsed, meta: RequestMeta) {
  const broker = await findBroker(deps, input.username);
  const documents = input.associates.map((a) => onlyAlphanumeric(a.document));
  const { submissionKey, leadKey, ...sent } = input;
  const deal: TDealCreateParsed = { ...sent, origin: 'public' };
  const customerName = input.associates.find((a) => a.main)?.name ?? input.associates[0].name;
  const operationLabel = PRODUCT_TYPE[input.operationType];

  const keyHash = submissionKey ? hashToken(submissionKey) : null;
  const { created, token, repeated } = await deps.db.transaction().execute(async (trx) => {
    // One submission per broker at a time: two taps of one tab send once, a lead is completed once, and a proposal sees
    // every earlier one of the same person.
    await lockBrokerSubmissions(trx, broker.id);
    // The same tab again (its answer lost on the way): its proposal back, with a new tracking link (the first one
    // may never have arrived; any copy of it stops working), and nothing sent or announced twice.
    const earlier = keyHash ? await findSubmissionByKey(trx, broker, keyHash) : undefined;
    if (earlier) {
      await revokeTrackingTokens(trx, [earlier.id]);
      return { created: earlier, token: await issueTrackingToken(trx, earlier.id, broker.company_id), repeated: true };
    }
    const sameDocument = await openWithSameDocuments(trx, broker, documents);
    // The visitor who simulated first ("Quero seguir com esta proposta") completes the lead their tab made rather than
    // adding a card; anyone else (a CPF and a celular are known to others) adds a card of their own.
    const created =
      (await completeLead(trx, broker, deal, leadKey)) ??
      (await insertDeal(trx, { companyId: broker.company_id, subsidiaryId: broker.subsidiary_id, ownerId: broker.id, createdBy: null }, deal, {
        bankPartnerId: null,
        actor: null,
      }));
    if (input.notes) await insertEvent(trx, { dealId: created.id, companyId: broker.company_id, actorUserId: null, kind: 'comment', data: { comment: input.notes, actor: 'customer' } });
    // Said by the system, not the customer: the tracking link shows none of the timeline but stage changes.
    if (sameDocument) await insertEvent(trx, { dealId: created.id, companyId: broker.company_id, actorUserId: null, kind: 'public_duplicate', data: { ...sameDocument } });
    const token = await issueTrackingToken(trx, created.id, broker.company_id);
    if (keyHash) await setSubmissionKey(trx, created.id, keyHash);
    await notify(trx, {
      userId: broker.id,
      companyId: broker.company_id,
      kind: 'deal.public_submit',
      title: `Nova proposta pelo seu link: ${customerName}`,
      body: [
        `${operationLabel} de ${formatMoney(input.operationValue)} · negócio nº ${created.number}`,
        ...(sameDocument ? [PUBLIC_DEAL_MESSAGES.openWithSameDocument(sameDocument.documentLabel, sameDocument.dealNumbers)] : []),
      ].join('. '),
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
