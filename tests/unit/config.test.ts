// The environment is read once and checked: sign-in settings come together, with the public address they need.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config.ts';

describe('readConfig', () => {
  it('runs with nothing set (the embedded default)', () => {
    const c = readConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.OIDC_ISSUER).toBeUndefined();
    // With no outside provider, the site's own sign-in is on.
    expect(c.EMBEDDED_SIGN_IN).toBe(true);
    expect(readConfig({ EMBEDDED_SIGN_IN: 'false' }).EMBEDDED_SIGN_IN).toBe(false);
    expect(() => readConfig({ EMBEDDED_SIGN_IN: 'yes' })).toThrow(/EMBEDDED_SIGN_IN/);
  });

  it('asks for the three OpenID Connect settings together, and PUBLIC_ORIGIN with them', () => {
    expect(() => readConfig({ OIDC_ISSUER: 'https://id.example.org' })).toThrow(/Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together/);
    const all = { OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'site', OIDC_CLIENT_SECRET: 'secret' };
    expect(() => readConfig(all)).toThrow(/Sign-in needs PUBLIC_ORIGIN/);
    expect(readConfig({ ...all, PUBLIC_ORIGIN: 'https://help.example.org' }).OIDC_CLIENT_ID).toBe('site');
  });
});
