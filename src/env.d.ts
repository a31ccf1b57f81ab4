/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  readonly PUBLIC_API_BASE_URL?: string;
  readonly PUBLIC_SOCIAL_NAME?: string;
  readonly PUBLIC_SOCIAL_URL?: string;
  readonly PUBLIC_MESSAGING_NUMBER?: string;
  readonly PUBLIC_CONTACT_MAIL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The nonce the bundler stamps on style and script elements it and the libraries it bundles insert. */
// eslint-disable-next-line no-var
declare var __webpack_nonce__: string | undefined;
