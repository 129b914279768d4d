import { Avatar, type AvatarProps, Badge, Tooltip } from '@mantine/core';

/**
 * "BRB" for "Banco de Brasília (BRB)", "BV" for "Banco BV", "IU" for "Itaú Unibanco", "BR" for "Bradesco": an acronym
 * in parentheses wins, then a word that is an acronym itself (after "Banco": "BV", "C6"; "BB" would read as Banco do
 * Brasil), else the first letters of the first and last words, else a one-word name's first two letters.
 */
export function bankInitials(name: string): string {
  const acronym = /\(([A-Za-z0-9]{2,4})\)/.exec(name)?.[1];
  if (acronym) return acronym.toUpperCase();
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  const spelled = words.slice(1).find((w) => /^[A-Z0-9]{2,4}$/.test(w) && /[A-Z]/.test(w));
  if (spelled) return spelled;
  return `${words[0][0]}${words[words.length - 1][0]}`.toUpperCase();
}

/** A bank's logo, or its initials on a coloured disc while it has none. */
export function BankAvatar({ name, logoUrl, size = 36, ...props }: { name: string; logoUrl: string | null } & AvatarProps) {
  return (
    <Avatar src={logoUrl} alt={logoUrl ? `Logo ${name}` : ''} size={size} radius="md" color="blue" variant="light" imageProps={{ style: { objectFit: 'contain' } }} {...props}>
      {bankInitials(name)}
    </Avatar>
  );
}

/** Marks seeded demonstration data, so nobody takes its conditions for a bank's real offer. */
export function DemoBadge() {
  return (
    <Tooltip label="Dados de demonstração: condições plausíveis, não são ofertas reais" withArrow>
      <Badge color="grape" variant="light" size="sm" style={{ cursor: 'help' }}>
        Demonstração
      </Badge>
    </Tooltip>
  );
}
