import { expect } from 'vitest';
import { waitForLink } from './outbox';

/** What the sign-up form posts (the two consents given). */
export interface SignupBody {
  email: string;
  password: string;
  full_name: string;
  organization_name: string;
}

/**
 * A firm signed up the way a person does it: the form's request, the confirmation link from the
 * outbox (the firm is created only when it is opened), then sign-in. Returns the administrator's token.
 */
export async function signUpFirm(baseUrl: string, dataDir: string, body: SignupBody): Promise<string> {
  const post = async (path: string, payload: unknown, status: number) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as { access_token?: string };
  };
  await post('/auth/signup', { ...body, terms_accepted: true, privacy_accepted: true }, 202);
  const link = await waitForLink(dataDir, '/verify-email?token=', { recipient: body.email });
  await post('/auth/verify-email', { token: new URL(link).searchParams.get('token') }, 200);
  const signedIn = await post('/auth/login', { email: body.email, password: body.password }, 200);
  if (!signedIn.access_token) throw new Error('sign-in returned no token');
  return signedIn.access_token;
}
