/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where 'Report Issue' addresses its e-mail draft; defaults to support@example.com. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** Shown in error reports; defaults to the package version. */
  readonly VITE_BUILD_VERSION?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
