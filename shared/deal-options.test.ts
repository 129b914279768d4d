import { describe, expect, it } from 'vitest';
import { parsePublicLink, publicDealPath } from './deal-options.ts';

describe('public deal links', () => {
  it('reads the segment in English or pt-BR, any case or accent, with an operation type it offers', () => {
    expect(parsePublicLink('Realty', 'Financing')).toEqual({ segment: 'Realty', operationType: 'Financing' });
    expect(parsePublicLink('imóvel', 'homeequity')).toEqual({ segment: 'Realty', operationType: 'HomeEquity' });
    expect(parsePublicLink('VEICULAR', 'BestCar')).toEqual({ segment: 'Vehicle', operationType: 'BestCar' });
    expect(parsePublicLink('Vehicle', 'Financing')).toBeNull();
    expect(parsePublicLink('Realty', 'SimpleBest')).toBeNull();
    expect(parsePublicLink('barco', 'Financing')).toBeNull();
    expect(parsePublicLink('toString', 'Financing')).toBeNull();
  });

  it('builds the path of a step', () => {
    expect(publicDealPath('SimpleBest', 'demo-credito')).toBe('/cadastro-cliente/Vehicle/SimpleBest/demo-credito/inicio');
    expect(publicDealPath('HomeEquity', 'demo-credito', 'arquivos')).toBe('/cadastro-cliente/Realty/HomeEquity/demo-credito/arquivos');
  });
});
