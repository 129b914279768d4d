import { describe, expect, it } from 'vitest';
import { marketingOf, validateRegistrationSearch } from './marketing-search.ts';

describe('registration search params', () => {
  it('keeps the UTM fields in snake or camel case, and the pre-registration token', () => {
    const search = validateRegistrationSearch({
      utm_source: 'instagram',
      utmMedium: 'social',
      utm_campaign: ' lançamento ',
      ref: 'parceiro-7',
      ref_landing: 'https://exemplo.com.br/lp',
      preCadastro: 'abc_DEF-123',
    });
    expect(search).toEqual({ utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'lançamento', utm_ref: 'parceiro-7', ref_landing: 'https://exemplo.com.br/lp', preCadastro: 'abc_DEF-123' });
    expect(marketingOf(search)).toEqual({ utmSource: 'instagram', utmMedium: 'social', utmCampaign: 'lançamento', utmRef: 'parceiro-7', refLanding: 'https://exemplo.com.br/lp' });
  });

  it('drops what is not text, a malformed token, and cuts long values', () => {
    const search = validateRegistrationSearch({ utm_source: ['a', 'b'], utm_term: '', preCadastro: 'x"><script>', utm_content: 'x'.repeat(300) });
    expect(search).toEqual({ utm_content: 'x'.repeat(255) });
  });
});
