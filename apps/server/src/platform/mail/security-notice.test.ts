import { describe, expect, it } from 'vitest';
import { securityNoticeEmail, type SecurityNotice, type SignInChange } from './security-notice.js';

const base: SecurityNotice = {
  organizationId: null,
  to: 'ada@firm.test',
  name: 'Ada <Lovelace>',
  change: 'password_changed',
  at: new Date('2026-11-28T13:05:00Z'),
  ip: '203.0.113.7',
  device: 'Firefox on Linux',
  admins: ['Grace Admin, grace@firm.test'],
  siteUrl: 'https://ldd.firm.test',
};

describe('sign-in change notice', () => {
  it('says what changed, when, from where and what to do, with no link that acts', () => {
    const mail = securityNoticeEmail(base);
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).toContain('The password of your account was changed.');
    expect(mail.text).toContain('When: 28 November 2026 at 13:05 UTC');
    expect(mail.text).toContain('From: IP address 203.0.113.7, Firefox on Linux');
    expect(mail.text).toContain('Go to https://ldd.firm.test/login yourself');
    expect(mail.text).toContain("tell your firm's administrator (Grace Admin, grace@firm.test) at once");
    expect(mail.html).not.toMatch(/<a\b/);
    // A name is the user's own input: escaped in the HTML part.
    expect(mail.html).toContain('Hello Ada &lt;Lovelace&gt;,');
  });

  it('has its own subject for every change, and copes with an unknown origin and no other administrator', () => {
    const changes: SignInChange[] = ['password_changed', 'password_reset', 'two_factor_enabled', 'two_factor_disabled', 'recovery_codes_replaced'];
    const subjects = changes.map((change) => securityNoticeEmail({ ...base, change }).subject);
    expect(new Set(subjects).size).toBe(changes.length);
    const mail = securityNoticeEmail({ ...base, ip: null, admins: [] });
    expect(mail.text).toContain('From: IP address unknown, Firefox on Linux');
    expect(mail.text).toContain("tell your firm's administrator at once");
  });
});
