import { describe, expect, it } from 'vitest';
import { busiestPipeline, changeOf, type Dashboard, type DashboardPipeline, days, denialReasonLabel, funnelRows, isEmptyDashboard, overSla } from './dashboard-format.ts';

const pipeline = (key: string, newDeals: number, reached: Record<string, number> = {}): DashboardPipeline => ({
  key,
  name: key,
  slug: key,
  newDeals,
  open: 0,
  outsideSla: 0,
  stages: ['registration', 'analysis', 'approved', 'completed', 'denied'].map((stage) => ({ stage, label: `Etapa ${stage}`, color: 'blue', final: false, reached: reached[stage] ?? 0 })),
});

describe('changeOf', () => {
  it('shows the rise or fall in percent, green when it is good news and red when it is bad', () => {
    expect(changeOf(15, 10)).toMatchObject({ text: '↑ 50 %', color: 'teal' });
    expect(changeOf(8, 10)).toMatchObject({ text: '↓ 20 %', color: 'red' });
    expect(changeOf(15, 10, 'lower-is-better')).toMatchObject({ text: '↑ 50 %', color: 'red' });
    expect(changeOf(8, 10, 'lower-is-better')).toMatchObject({ text: '↓ 20 %', color: 'teal' });
    expect(changeOf(1, 3).text).toBe('↓ 66,7 %');
  });

  it('shows a dash when the previous 30 days had nothing, and "= 0 %" when nothing changed', () => {
    expect(changeOf(4, 0)).toMatchObject({ text: '—', color: 'dimmed' });
    expect(changeOf(0, 0).text).toBe('—');
    expect(changeOf(5, 5)).toMatchObject({ text: '= 0 %', color: 'dimmed' });
  });

  it('says the change in words for screen readers', () => {
    expect(changeOf(15, 10).description).toBe('alta de 50 % em relação aos 30 dias anteriores');
  });
});

describe('funnel and labels', () => {
  it('lists the stages in order without "denied", with the share of the new deals that reached each', () => {
    const { rows, denied } = funnelRows(pipeline('p', 4, { registration: 4, analysis: 2, approved: 1, denied: 1 }));
    expect(rows.map((r) => [r.label, r.reached, r.share])).toEqual([
      ['Etapa registration', 4, 1],
      ['Etapa analysis', 2, 0.5],
      ['Etapa approved', 1, 0.25],
      ['Etapa completed', 0, 0],
    ]);
    expect(denied).toBe(1);
  });

  it('opens on the pipeline with most new deals', () => {
    expect(busiestPipeline([pipeline('a', 1), pipeline('b', 3), pipeline('c', 3)])).toBe('b');
    expect(busiestPipeline([pipeline('a', 0), pipeline('b', 0)])).toBe('a');
  });

  it('names denial reasons in Portuguese', () => {
    expect(denialReasonLabel('insufficient_or_unproven_income')).toBe('Renda insuficiente ou não comprovada');
    expect(denialReasonLabel(null)).toBe('Motivo não informado');
    expect(days(25)).toBe('25 dias');
    expect(days(1.5)).toBe('1,5 dia');
  });

  it('is empty only when nothing happened in 30 days and nothing is open', () => {
    const base = { current: { newDeals: 0, volume: 0, approved: 0, completed: 0, denied: 0 }, openDeals: 0 } as Dashboard;
    expect(isEmptyDashboard(base)).toBe(true);
    expect(isEmptyDashboard({ ...base, openDeals: 2 })).toBe(false);
    expect(isEmptyDashboard({ ...base, current: { ...base.current, completed: 1 } })).toBe(false);
  });
});

describe('a bottleneck against its SLA', () => {
  it('is a percentage above it while under twice the SLA, never "1×" for an average just past it', () => {
    expect(overSla(5.1 / 5)).toBe('2 % acima do SLA');
    expect(overSla(1.001)).toBe('1 % acima do SLA');
    expect(overSla(1.5)).toBe('50 % acima do SLA');
  });

  it('is a multiple from twice the SLA', () => {
    expect(overSla(2)).toBe('2× o SLA');
    expect(overSla(3.26)).toBe('3,3× o SLA');
  });
});
