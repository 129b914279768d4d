import { parsePublicLink } from '../../../../shared/deal-options.ts';
import { BrokerGate } from '../../../components/simulation/BrokerGate.tsx';
import { BrokerNotFound, PublicFrame } from '../../../components/simulation/PublicFrame.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { PublicDealFlow } from './PublicDealFlow.tsx';

interface Props {
  segment: string;
  operationType: string;
  username: string;
  step: string | undefined;
  proponent: number | undefined;
}

/** The frame of the public registration: a link that names no valid operation, or no broker, is a friendly dead end. */
export function PublicDealPage({ segment, operationType, username, step, proponent }: Props) {
  usePageTitle('Envie sua proposta');
  const link = parsePublicLink(segment, operationType);
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
