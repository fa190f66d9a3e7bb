import { roleHasPermission } from '../permissions.js';
import type { Role } from '../roles.js';

/**
 * The system page and the monitoring API. One server process serves every firm, so its figures
 * (requests of every firm, every firm's queued jobs, model calls, memory, the error groups and log
 * lines of everyone) and its operations (resetting the counters every firm sees) are not one firm's
 * to read or change. They belong to the server's operator: an administrator whose e-mail the server
 * lists as an operator's (OPERATOR_EMAILS; the demo's administrator in demo mode). Every other firm
 * administrator sees the same page about their own firm: their people's requests and latency, their
 * firm's queued jobs, documents, errors and log lines.
 */
export interface SystemViewer {
  role: Role;
  /** The server names this account an operator (listed e-mail, verified). */
  operator: boolean;
}

export const SYSTEM_ACTIONS = [
  /** The system page and its figures about the caller's own firm. */
  'view_firm_figures',
  /** Server-wide figures: all firms' requests and jobs, model calls, the process, the Prometheus registry. */
  'view_server_figures',
  /** Reset the in-process counters every firm's figures are counted from. */
  'clear_metrics',
  /** Download the Prometheus registry (every firm's traffic). */
  'export_metrics',
] as const;
export type SystemAction = (typeof SYSTEM_ACTIONS)[number];

/** Whether this account runs the server: an operator who also administers their firm. */
export const isServerOperator = (viewer: SystemViewer): boolean => viewer.operator && roleHasPermission(viewer.role, 'system:view');

export function mayOnSystem(viewer: SystemViewer, action: SystemAction): boolean {
  if (action === 'view_firm_figures') return roleHasPermission(viewer.role, 'system:view');
  return isServerOperator(viewer);
}

/** What the figures a caller reads cover: the whole server, or their firm only. */
export type SystemScope = 'server' | 'firm';
export const systemScope = (viewer: SystemViewer): SystemScope => (isServerOperator(viewer) ? 'server' : 'firm');

/** Said to a firm administrator who asks for a server-wide operation. */
export const OPERATOR_ONLY_MESSAGE = "Only the server's operator can do this: it affects every firm on this server.";
