import { describe, expect, it } from 'vitest';
import { emptySimulationValues } from '../../../components/simulation/simulation-form.ts';
import { loadDraft, saveDraft, tabLeadKey } from './simulation-draft.ts';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
};

describe('the public simulator keeps what was typed in the tab', () => {
  it('a reload gets back the same form, for the same broker and kind of simulator only', () => {
    const storage = memory();
    const typed = { ...emptySimulationValues('realty'), type: 'HomeEquity' as const, customerName: 'Lúcia Visitante', customerIncome: 8500, isRegistered: false };
    saveDraft(storage, 'Demo-Credito', 'realty', typed);
    expect(loadDraft(storage, 'demo-credito', 'realty')).toEqual(typed);
    expect(loadDraft(storage, 'demo-credito', 'vehicle')).toBeNull();
    expect(loadDraft(storage, 'outro-corretor', 'realty')).toBeNull();
  });

  it("drops what does not fit the form: unreadable text, another kind's type, unknown fields, values of the wrong kind", () => {
    const storage = memory();
    storage.setItem('credito:simulacao:demo-credito:realty', '{not json');
    expect(loadDraft(storage, 'demo-credito', 'realty')).toBeNull();
    storage.setItem('credito:simulacao:demo-credito:realty', JSON.stringify({ ...emptySimulationValues('vehicle') }));
    expect(loadDraft(storage, 'demo-credito', 'realty')).toBeNull();
    storage.setItem('credito:simulacao:demo-credito:realty', JSON.stringify({ type: 'Financing', customerName: 'Ana', isRegistered: 'sim', associatesBirthDates: ['x'], hacked: true }));
    expect(loadDraft(storage, 'demo-credito', 'realty')).toEqual({ ...emptySimulationValues('realty'), customerName: 'Ana' });
  });
});

describe('the lead key of the tab', () => {
  it('is made once per broker and kept in the tab, so simulating again (also after a reload) sends the same one', () => {
    const storage = memory();
    const first = tabLeadKey(storage, 'Demo-Credito');
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(tabLeadKey(storage, 'demo-credito')).toBe(first);
    expect(tabLeadKey(storage, 'outro-corretor')).not.toBe(first);
    // Another tab (its own storage) has a key of its own.
    expect(tabLeadKey(memory(), 'demo-credito')).not.toBe(first);
  });

  it('a stored value that is no key is replaced', () => {
    const storage = memory();
    storage.setItem('credito:simulacao:demo-credito:lead-key', 'curta');
    expect(tabLeadKey(storage, 'demo-credito')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
