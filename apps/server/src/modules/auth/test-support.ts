import type { TokenResponse } from '@app/contract';
import { linkFromMail, type TestServer } from '../../test/harness.js';

/** A desktop Chrome user agent: the notice names it "Chrome on macOS". */
export const CHROME_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The subjects of the e-mails queued to an address. The notice is queued before the response
 * is sent, so right after a refused request this is an exact "nothing was queued", without
 * waiting out the mail worker's polling.
 */
export async function queuedSubjects(server: TestServer, to: string): Promise<string[]> {
  const { rows } = await server.deps.database.executeSql(
    `select data->>'subject' as subject from pgboss.job where name = 'email.send' and data->>'to' = $1 order by created_on`,
    [to],
  );
  return (rows as { subject: string }[]).map((r) => r.subject);
}

/** Waits until the mail worker has delivered the e-mail with this subject to the outbox; returns its raw text. */
export const deliveredMail = (server: TestServer, to: string, subject: string) =>
  server.waitForMail((raw) => raw.includes(`To: ${to}`) && raw.includes(`Subject: ${subject}`));

/**
 * What every sign-in-change notice must hold: the change, when, from where, what to do if it was
 * not the reader, and nothing that signs in, resets or reveals a secret.
 */
export function expectNoticeContent(raw: string, expected: { what: RegExp; ip: string; device: string; admin?: string }): void {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  need(expected.what.test(raw), `the change (${expected.what})`);
  need(/When: \d{1,2} [A-Z][a-z]+ \d{4}(,| at) \d{2}:\d{2} UTC/.test(raw), 'the time in UTC');
  need(raw.includes(`From: IP address ${expected.ip}, ${expected.device}`), `the origin (${expected.ip}, ${expected.device})`);
  need(raw.includes('If it was not you') && raw.includes('Forgot password?'), 'what to do if it was not the reader');
  need(raw.includes("tell your firm's administrator"), 'the firm administrator to contact');
  if (expected.admin) need(raw.includes(expected.admin), `the administrator's name (${expected.admin})`);
  need(!/token=|reset-password\?|accept-invitation|verify-email/.test(raw), 'no link that acts');
  need(!/recovery code[s]?:\s*[A-Za-z0-9]{4}/i.test(raw), 'no recovery codes');
  if (problems.length > 0) throw new Error(`security notice is missing or wrong: ${problems.join('; ')}\n---\n${raw}`);
}

/** How many account-mail jobs (sign-up, resend, forgot-password) were queued for an address. */
export async function accountMailJobs(server: TestServer, email: string): Promise<number> {
  const { rows } = await server.deps.database.executeSql(
    `select count(*)::int as n from pgboss.job where name = 'auth.account_mail' and data->>'email' = $1`,
    [email],
  );
  return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
}

/** What a sign-up form sends, for an address. */
export const signupPayload = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: 'Quiet-Harbour-Lantern-42',
  full_name: 'Ada Mensah',
  organization_name: 'Mensah Legal',
  terms_accepted: true,
  privacy_accepted: true,
  ...overrides,
});

/** The token of the newest confirmation link mailed to an address (waits for the mail job). */
export async function confirmationToken(server: TestServer, email: string, after: Set<string> = new Set()): Promise<string> {
  const mail = await server.waitForMail(
    (raw) => raw.includes(`To: ${email}`) && raw.includes('/verify-email?token=') && ![...after].some((t) => raw.includes(t)),
  );
  const token = new URL(linkFromMail(mail, '/verify-email')).searchParams.get('token');
  if (!token) throw new Error('no token in the confirmation link');
  return token;
}

/**
 * A firm signed up the way a person does it: the form, the link from the e-mail, then sign-in.
 * Returns the administrator's sign-in answer.
 */
export async function signUpAndSignIn(server: TestServer, body: ReturnType<typeof signupPayload>): Promise<TokenResponse> {
  const asked = await server.api('POST', '/api/v1/auth/signup', { body });
  if (asked.status !== 202) throw new Error(`sign-up answered ${asked.status}: ${asked.text}`);
  const token = await confirmationToken(server, body.email);
  const confirmed = await server.api('POST', '/api/v1/auth/verify-email', { body: { token } });
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}: ${confirmed.text}`);
  const login = await server.api<TokenResponse>('POST', '/api/v1/auth/login', { body: { email: body.email, password: body.password } });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${login.text}`);
  return login.body;
}
