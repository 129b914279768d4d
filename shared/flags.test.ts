import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_DEFAULTS, parseFeatureFlags } from './flags.ts';

// In the test titles, "spec §N" is section N of docs/design/product-spec.md.
describe('feature flags (spec §6)', () => {
  it('defaults: app/showPrivacyPolicy off, sidebar/changeSubsidiarySelect on', () => {
    expect(FEATURE_FLAG_DEFAULTS).toEqual({ 'app/showPrivacyPolicy': false, 'sidebar/changeSubsidiarySelect': true });
    expect(parseFeatureFlags(undefined)).toEqual({ flags: FEATURE_FLAG_DEFAULTS, errors: [] });
    expect(parseFeatureFlags('')).toEqual({ flags: FEATURE_FLAG_DEFAULTS, errors: [] });
  });

  it('overrides flags by name=on|off, separated by commas or spaces', () => {
    expect(parseFeatureFlags('app/showPrivacyPolicy=on,sidebar/changeSubsidiarySelect=off').flags).toEqual({
      'app/showPrivacyPolicy': true,
      'sidebar/changeSubsidiarySelect': false,
    });
    expect(parseFeatureFlags(' app/showPrivacyPolicy=TRUE  sidebar/changeSubsidiarySelect=0 ').flags).toEqual({
      'app/showPrivacyPolicy': true,
      'sidebar/changeSubsidiarySelect': false,
    });
  });

  it('a bare name turns the flag on; the last mention wins', () => {
    expect(parseFeatureFlags('app/showPrivacyPolicy').flags['app/showPrivacyPolicy']).toBe(true);
    expect(parseFeatureFlags('app/showPrivacyPolicy=on,app/showPrivacyPolicy=off').flags['app/showPrivacyPolicy']).toBe(false);
  });

  it('reports unknown names and values instead of ignoring them, keeping the defaults for those', () => {
    const { flags, errors } = parseFeatureFlags('app/showPrivacyPolicyy=on,sidebar/changeSubsidiarySelect=maybe,__proto__=on');
    expect(flags).toEqual(FEATURE_FLAG_DEFAULTS);
    expect(errors).toEqual([
      expect.stringContaining('flag desconhecida "app/showPrivacyPolicyy"'),
      'valor inválido para sidebar/changeSubsidiarySelect: use on ou off',
      expect.stringContaining('flag desconhecida "__proto__"'),
    ]);
  });
});
