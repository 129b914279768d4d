import { Avatar, type AvatarProps, Badge, Tooltip } from '@mantine/core';
import { useBankInitials } from './BankInitials.tsx';

/** A bank's logo, or its initials on a coloured disc while it has none (distinct among the banks shown with it). */
export function BankAvatar({ name, logoUrl, size = 36, ...props }: { name: string; logoUrl: string | null } & AvatarProps) {
  const initials = useBankInitials(name);
  return (
    <Avatar src={logoUrl} alt={logoUrl ? `Logo ${name}` : ''} size={size} radius="md" color="blue" variant="light" imageProps={{ style: { objectFit: 'contain' } }} {...props}>
      {initials}
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
