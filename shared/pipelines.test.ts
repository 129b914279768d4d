import { describe, expect, it } from 'vitest';
import { PIPELINES, pipelineBySlug, pipelineSlug, REALTY_STAGES, semaphore, VEHICLE_STAGES } from './pipelines.ts';

describe('pipelines', () => {
  it('has the spec stages in order: 12 real-estate, 9 vehicle; two pipelines per segment', () => {
    expect(REALTY_STAGES.map((s) => s.key)).toEqual([
      'newLead',
      'registration',
      'negotiation',
      'folderTreatment',
      'preAnalysis',
      'creditAnalysis',
      'approved',
      'legalReview',
      'contractIssuance',
      'propertyRegistry',
      'completed',
      'denied',
    ]);
    expect(VEHICLE_STAGES.map((s) => s.key)).toEqual(['registration', 'folderTreatment', 'analysis', 'approved', 'inspection', 'formalization', 'contract', 'completed', 'denied']);
    expect(PIPELINES.filter((p) => p.segment === 'Realty')).toHaveLength(2);
    expect(PIPELINES.filter((p) => p.segment === 'Vehicle')).toHaveLength(2);
  });

  // In the test titles, "spec §N" is section N of docs/design/product-spec.md.
  it('slugs the name as spec §2 says and finds the pipeline back', () => {
    expect(pipelineSlug('Financiamento Imobiliário')).toBe('financiamento-imobiliario');
    expect(pipelineSlug('Crédito com Garantia de Veículo')).toBe('credito-com-garantia-de-veiculo');
    expect(pipelineSlug('Home Equity (PF)!')).toBe('home-equity-pf');
    for (const p of PIPELINES) expect(pipelineBySlug(pipelineSlug(p.name))?.key).toBe(p.key);
  });

  it('turns time in stage into the semaphore', () => {
    const analysis = REALTY_STAGES.find((s) => s.key === 'creditAnalysis')!; // 10 days
    expect([semaphore(analysis, 0), semaphore(analysis, 7), semaphore(analysis, 7.5), semaphore(analysis, 10), semaphore(analysis, 10.1)]).toEqual(['GREEN', 'GREEN', 'YELLOW', 'YELLOW', 'RED']);
    expect(semaphore(REALTY_STAGES.find((s) => s.key === 'completed')!, 400)).toBe('GREEN');
  });
});
