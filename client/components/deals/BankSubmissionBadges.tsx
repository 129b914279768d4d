import { Badge, Group, Text } from '@mantine/core';
import { distinctBankInitials } from '../../../shared/bank-initials.ts';
import { BANK_SUBMISSION_STATUS_COLOR, BANK_SUBMISSION_STATUS_LABEL, type BankPictureItem, bankPicture } from '../../../shared/bank-submissions.ts';

/** At most this many bank initials on a card; the rest are counted ("+2"). */
const MAX_INITIALS = 4;

/**
 * A deal's banks at a glance: each bank's initials coloured by its answer (the chosen one outlined) and
 * "3 bancos · 1 aprovado · 1 negado" in full (wrapping when the card is narrow); read aloud as one sentence naming every bank and its answer.
 */
export function BankSubmissionBadges({ banks }: { banks: readonly BankPictureItem[] }) {
  const picture = bankPicture(banks);
  if (!picture) return null;
  // Two banks on one card never read the same ("Sicoob" and "Sicredi": "SB" and "SR", not "SI" twice).
  const initials = distinctBankInitials(banks.map((b) => b.bankName));
  return (
    // The summary wraps to a second line on a narrow card rather than hiding its last answers behind an ellipsis.
    <Group gap={4} wrap="wrap" role="img" aria-label={picture.label} data-testid="bank-picture" miw={0} style={{ rowGap: 2 }}>
      {banks.slice(0, MAX_INITIALS).map((b, i) => (
        <Badge
          key={`${b.bankName}-${i}`}
          size="xs"
          radius="sm"
          px={4}
          variant={b.chosen ? 'outline' : 'light'}
          color={BANK_SUBMISSION_STATUS_COLOR[b.status]}
          title={`${b.bankName}: ${BANK_SUBMISSION_STATUS_LABEL[b.status]}${b.chosen ? ' (escolhido pelo cliente)' : ''}`}
          style={{ flexShrink: 0 }}
        >
          {initials.get(b.bankName)}
        </Badge>
      ))}
      {banks.length > MAX_INITIALS ? (
        <Text fz={10} c="dimmed">
          +{banks.length - MAX_INITIALS}
        </Text>
      ) : null}
      <Text fz="xs" c="dimmed" lh={1.35} miw={0} style={{ overflowWrap: 'anywhere' }} data-testid="bank-picture-text">
        {picture.text}
      </Text>
    </Group>
  );
}
