import { PRODUCT_NAME } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { enqueueMail, linkEmail } from '../../platform/mail/enqueue.js';

/** The confirmation link of an existing account that was created before addresses were confirmed first. */
export async function sendVerification(deps: AppDeps, user: UserRow, token: string): Promise<void> {
  const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await enqueueMail(deps.jobs, user.organizationId, {
    to: user.email,
    subject: 'Confirm your e-mail address',
    ...linkEmail({
      greeting: `Hello ${user.fullName},`,
      body: `Please confirm that this is your e-mail address for ${PRODUCT_NAME}.`,
      linkLabel: 'Confirm e-mail address',
      link,
      footer: 'If you did not create this account, you can ignore this message.',
    }),
  });
}
