/** Business constants and limits. */

/** The product's name, in the web app, e-mails, the authenticator app's entry and the API document. */
export const PRODUCT_NAME = 'Legal Document Discovery';

export const TOKEN_EXPIRY_MARGIN_MS = 5 * 60 * 1000;
export const TOKEN_REFRESH_INTERVAL_MS = 1_500_000;
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
/** Refresh tokens (and a refresh cookie, if ever used) live 30x the access lifetime. */
export const REFRESH_TTL_MULTIPLIER = 30;

export const AUDIT_BATCH_SIZE = 10;
export const AUDIT_FLUSH_INTERVAL_MS = 5_000;
export const AUDIT_RETENTION_YEARS = 7;
export const AUDIT_CLIENT_VERSION = '1.0.0';
export const AUDIT_DEFAULT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 500;
/**
 * Events the browser reports are bounded: at most 20 in one batch (twice the batch the web app
 * sends) and 60 a minute per user, well above what a person's sign-ins and refused pages produce.
 * A client that goes past either is refused (400 / 429 with Retry-After) and writes nothing.
 */
export const AUDIT_CLIENT_BATCH_MAX = 20;
export const AUDIT_CLIENT_EVENTS_PER_MINUTE = 60;

export const RECENT_SEARCHES_KEPT = 10;
export const RECENT_SEARCHES_SHOWN = 5;
export const RECENT_CASES_KEPT = 10;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESULT_LIMIT = 20;
export const CASE_SELECTOR_PAGE_SIZE = 100;

export const ERROR_REPORTS_KEPT = 10;
export const ERROR_MAX_RETRIES = 3;

export const FALLBACK_ORGANIZATION = {
  id: 'demo-organization',
  name: 'Demo Organization',
  domain: 'demo.example',
  subscription_type: 'professional',
  max_users: 25,
  max_cases: 100,
} as const;

export const LAYOUT = {
  drawerWidth: 280,
  topBarHeight: 70,
  selectorPopoverWidth: 400,
  selectorPopoverMaxHeight: 500,
  resultsDropdownMaxHeight: 600,
} as const;

export const QUERY_DEFAULTS = {
  retry: 3,
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  refetchOnWindowFocus: false,
  mutationRetry: 1,
} as const;

export const TOAST_DURATIONS_MS = { default: 4000, success: 3000, error: 5000 } as const;
export const ANNOUNCEMENT_CLEAR_MS = 5000;
export const CONTRAST_THRESHOLDS = { normalAA: 4.5, largeAA: 3, normalAAA: 7, largeAAA: 4.5 } as const;

/** Platform limits chosen here (the product rules leave them open). */
export const PASSWORD_MIN_LENGTH = 12;
export const INVITATION_TTL_DAYS = 7;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const RECOVERY_CODE_COUNT = 10;

/** What a closed installation (SIGNUP_ENABLED=false) says, in the API's 403 and on the web's /signup. */
export const SIGNUP_CLOSED_DETAIL = "Sign-up is closed on this installation. Ask your firm's administrator for an invitation.";
