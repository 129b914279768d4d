import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { parseTrustProxy, TRUST_PROXY_HELP, TRUST_PROXY_TRUE } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('accepts what Express accepts, except trusting every sender', () => {
    expect(parseTrustProxy('loopback')).toEqual({ value: ['loopback'] });
    expect(parseTrustProxy('false')).toEqual({ value: false });
    expect(parseTrustProxy('1')).toEqual({ value: 1 });
    expect(parseTrustProxy('loopback, 10.0.0.0/8,192.168.1.7 ,fd00::/8,uniquelocal,linklocal')).toEqual({
      value: ['loopback', '10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'uniquelocal', 'linklocal'],
    });
    expect(parseTrustProxy('true')).toEqual({ error: TRUST_PROXY_TRUE });
    for (const bad of ['', 'sim', '10.0.0.0/33', '10.0.0/8', '::1/129', '1.2.3.4/8/1', '99', '-1', 'loopback,', 'X-Forwarded-For']) {
      expect(parseTrustProxy(bad), bad).toEqual({ error: TRUST_PROXY_HELP });
    }
  });

  it('stops start-up with the message naming the variable; loopback when unset', () => {
    const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'trust-proxy-'));
    expect(() => loadConfig({ TRUST_PROXY: 'true', DATA_DIR })).toThrow(/TRUST_PROXY: TRUST_PROXY=true/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99', DATA_DIR })).toThrow(/TRUST_PROXY: TRUST_PROXY deve ser/);
    expect(loadConfig({ DATA_DIR }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '2', DATA_DIR }).trustProxy).toBe(2);
  });
});
