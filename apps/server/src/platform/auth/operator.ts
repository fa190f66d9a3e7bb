import type { SystemViewer } from '@app/contract';
import type { Config } from '../../config.js';
import type { UserRow } from '../../db/schema/index.js';

/**
 * Whether the server names this account an operator (OPERATOR_EMAILS). The e-mail must be verified:
 * otherwise anyone could sign up a firm of their own under a listed address nobody has used yet
 * and read every firm's figures. The role part (an administrator) is the contract's policy.
 */
export function isOperatorAccount(config: Pick<Config, 'operatorEmails'>, user: Pick<UserRow, 'email' | 'isVerified' | 'isActive'>): boolean {
  return user.isVerified && user.isActive && config.operatorEmails.has(user.email.toLowerCase());
}

/** The signed-in account as the system policy sees it. */
export function systemViewerOf(config: Pick<Config, 'operatorEmails'>, user: Pick<UserRow, 'email' | 'isVerified' | 'isActive' | 'role'>): SystemViewer {
  return { role: user.role, operator: isOperatorAccount(config, user) };
}
