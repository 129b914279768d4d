/**
 * Feature flags of docs/design/product-spec.md §6. Defaults live here; the server may override them with the
 * FEATURE_FLAGS environment variable (`FEATURE_FLAGS=app/showPrivacyPolicy=on,sidebar/changeSubsidiarySelect=off`) and
 * sends the result to the client through the public `flags.get` query.
 */
export const FEATURE_FLAG_DEFAULTS = {
  /** A "Política de privacidade" link in the header's user menu and on the login page. */
  'app/showPrivacyPolicy': false,
  /** The sidebar's subsidiary selector (still only for users with user/changeSubsidiary and several affiliates). */
  'sidebar/changeSubsidiarySelect': true,
} as const satisfies Record<string, boolean>;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlag[];

const ON = new Set(['on', 'true', '1', 'yes', 'sim']);
const OFF = new Set(['off', 'false', '0', 'no', 'nao', 'não']);

export function isFeatureFlag(name: string): name is FeatureFlag {
  return Object.hasOwn(FEATURE_FLAG_DEFAULTS, name);
}

/**
 * Parses `name=on|off` pairs separated by commas (or whitespace); a bare name means on. Unknown names and values are
 * reported, so a typo stops the server at start-up instead of silently keeping a default.
 */
export function parseFeatureFlags(raw: string | undefined): { flags: FeatureFlags; errors: string[] } {
  const flags: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
  const errors: string[] = [];
  for (const item of (raw ?? '').split(/[,\s]+/).filter(Boolean)) {
    const [name, value = 'on', ...rest] = item.split('=');
    if (!isFeatureFlag(name)) {
      errors.push(`flag desconhecida "${name}" (conhecidas: ${FEATURE_FLAG_NAMES.join(', ')})`);
      continue;
    }
    const v = value.trim().toLowerCase();
    if (rest.length > 0 || (!ON.has(v) && !OFF.has(v))) {
      errors.push(`valor inválido para ${name}: use on ou off`);
      continue;
    }
    flags[name] = ON.has(v);
  }
  return { flags, errors };
}
