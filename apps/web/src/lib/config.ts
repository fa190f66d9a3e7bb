/** Build-time settings. Vite replaces `import.meta.env.*` when it bundles, so these are constants. */
export { PRODUCT_NAME } from '@app/contract';
export const API_BASE = '/api/v1';
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@example.com';
export const BUILD_VERSION: string = import.meta.env.VITE_BUILD_VERSION || '1.0.0';
export const IS_DEVELOPMENT: boolean = import.meta.env.DEV;
