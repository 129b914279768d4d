import { Select } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import { can } from '../../../shared/permissions.ts';
import type { Profile } from '../../../shared/schemas/auth.ts';
import { showSuccessToast } from '../../lib/errors.ts';
import { updateSessionUser, useProfile } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * docs/design/product-spec.md §2/§6: shown only with user/changeSubsidiary and more than one affiliate to choose from.
 */
export function showsSubsidiarySelect(profile: Profile): boolean {
  return can(profile.role.permissions, 'user', 'changeSubsidiary') && profile.subsidiaries.length > 1;
}

export function SubsidiarySelect() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const manyCompanies = new Set(profile.subsidiaries.map((s) => s.companyId)).size > 1;
  const change = useMutation(
    trpc.users.changeSubsidiary.mutationOptions({
      meta: { fallback: CALL_MESSAGES.subsidiaryChangeFallback },
      onSuccess: async ({ message, profile: next }) => {
        updateSessionUser(() => next);
        showSuccessToast(message);
        // Everything shown so far belonged to the previous affiliate.
        await queryClient.invalidateQueries();
      },
    }),
  );

  if (!showsSubsidiarySelect(profile)) return null;
  return (
    <Select
      label="Filial"
      value={profile.subsidiary.id}
      data={profile.subsidiaries.map((s) => ({ value: s.id, label: manyCompanies ? `${s.companyName} — ${s.fantasyName}` : s.fantasyName }))}
      onChange={(id) => id && id !== profile.subsidiary.id && change.mutate({ id })}
      allowDeselect={false}
      disabled={change.isPending}
      leftSection={<IconBuildingStore size={16} />}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
