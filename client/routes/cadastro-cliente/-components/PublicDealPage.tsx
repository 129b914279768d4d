import { parsePublicLink } from '../../../../shared/deal-options.ts';
import { PUBLIC_PAGE } from '../../../../shared/server-rendering.ts';
import { BrokerGate } from '../../../components/simulation/BrokerGate.tsx';
import { BrokerNotFound, PublicFrame } from '../../../components/simulation/PublicFrame.tsx';
import { useBrokerPageTitle } from '../../../components/simulation/use-broker-page-title.ts';
import { PublicDealFlow } from './PublicDealFlow.tsx';
import { isPublicStep, stepTabTitle } from './public-deal-state.ts';

interface Props {
  segment: string;
  operationType: string;
  username: string;
  step: string | undefined;
  proponent: number | undefined;
}

/** The frame of the public registration: a link that names no valid operation, or no broker, is a friendly dead end. */
export function PublicDealPage({ segment, operationType, username, step, proponent }: Props) {
  const link = parsePublicLink(segment, operationType);
  // The first step is the one the server renders (and a shared link previews): its title names the broker, as the
  // server's; each later step names itself ("Dados pessoais · Envie sua proposta · Crédito").
  const stepTitle = stepTabTitle(isPublicStep(step) ? step : 'inicio', proponent ?? 0);
  useBrokerPageTitle(stepTitle ? `${stepTitle} · ${PUBLIC_PAGE.registration}` : PUBLIC_PAGE.registration, username, stepTitle === null);
  return (
    <PublicFrame>
      {link ? (
        <BrokerGate username={username}>
          {(broker) => <PublicDealFlow key={`${username}:${link.operationType}`} broker={broker} username={username} link={link} step={step} proponent={proponent} />}
        </BrokerGate>
      ) : (
        <BrokerNotFound />
      )}
    </PublicFrame>
  );
}
