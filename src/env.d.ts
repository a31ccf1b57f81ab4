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
