import { describe, expect, it } from 'vitest';
import { completionPercent, courseStatusOf, formatBrazilDate, formatDuration } from './courses.ts';
import { isHttpsUrl, ZCourseInput } from './schemas/courses.ts';

describe('courses', () => {
  it('reads a workload as a certificate states it', () => {
    expect([45, 60, 90, 480, 125].map(formatDuration)).toEqual(['45 min', '1 h', '1 h 30 min', '8 h', '2 h 5 min']);
  });

  it('tells not started, in progress, completed and expired apart', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(courseStatusOf(null, now)).toBe('not_started');
    expect(courseStatusOf({ status: 'in_progress', expiresAt: null }, now)).toBe('in_progress');
    expect(courseStatusOf({ status: 'completed', expiresAt: null }, now)).toBe('completed');
    expect(courseStatusOf({ status: 'completed', expiresAt: '2027-01-01T00:00:00Z' }, now)).toBe('completed');
    expect(courseStatusOf({ status: 'completed', expiresAt: '2026-11-23T12:00:00Z' }, now)).toBe('expired');
  });

  it('rounds to the nearest whole percent, but never an unfinished share up to 100 % nor a started one down to 0 %', () => {
    expect(completionPercent(1, 18)).toBe(6);
    expect(completionPercent(2, 3)).toBe(67);
    expect(completionPercent(199, 200)).toBe(99);
    expect(completionPercent(1, 1000)).toBe(1);
    expect(completionPercent(0, 18)).toBe(0);
    expect(completionPercent(1, 3)).toBe(33);
    expect(completionPercent(3, 3)).toBe(100);
    expect(completionPercent(0, 0)).toBe(0);
  });

  it('dates certificates in Brasília time', () => {
    expect(formatBrazilDate('2026-11-24T01:30:00Z')).toBe('23/11/2026');
  });

  it('accepts only https links with a host, and an empty link as none', () => {
    expect(isHttpsUrl('https://www.exemplo.com.br/aula?x=1')).toBe(true);
    for (const bad of ['http://exemplo.com.br', 'javascript:alert(1)', 'https://localhost', 'https://user:pw@exemplo.com.br', 'exemplo.com.br', 'ftp://exemplo.com.br']) {
      expect(isHttpsUrl(bad)).toBe(false);
    }
    const base = { title: 'Curso', description: 'Conteúdo', durationMinutes: 30, category: 'produtos' };
    expect(ZCourseInput.parse({ ...base, linkUrl: '  ' }).linkUrl).toBeNull();
    expect(ZCourseInput.parse({ ...base }).linkUrl).toBeNull();
    expect(ZCourseInput.parse({ ...base, linkUrl: ' https://exemplo.com.br/a ' }).linkUrl).toBe('https://exemplo.com.br/a');
  });
});
