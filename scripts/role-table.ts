/** Prints the README's role/permission table from shared/permissions.ts (`npx tsx scripts/role-table.ts`). */
import { ROLE_KEYS, ROLE_LABELS } from '../shared/options.ts';
import { ALL_PERMISSIONS, PERMISSIONS, type PermissionModule, ROLES } from '../shared/permissions.ts';

export function roleTable(): string {
  const head = ['Permissão', ...ROLE_KEYS.map((k) => `${ROLE_LABELS[k]} (\`${k}\`)`)];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const p of ALL_PERMISSIONS) {
    const [module, action] = p.split('/') as [PermissionModule, string];
    const description = (PERMISSIONS[module] as Record<string, string>)[action];
    lines.push(`| \`${p}\` — ${description} | ${ROLE_KEYS.map((k) => (ROLES[k].permissions.includes(p) ? '✓' : '')).join(' | ')} |`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(roleTable());
