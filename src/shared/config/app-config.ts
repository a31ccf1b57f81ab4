/**
 * Values the footer and contact links use. Set at build time through PUBLIC_* variables (rsbuild exposes them
 * to the web app), with defaults that point at the platform's own team.
 */
const env = import.meta.env;

export const appConfig = {
  social: {
    name: env.PUBLIC_SOCIAL_NAME ?? '@torneos.app',
    url: env.PUBLIC_SOCIAL_URL ?? 'https://instagram.com/torneos.app',
  },
  /** WhatsApp number in international form without "+"; the preset text comes from the page language. */
  messaging: { number: env.PUBLIC_MESSAGING_NUMBER ?? '573001234567' },
  mail: env.PUBLIC_CONTACT_MAIL ?? 'contacto@torneos.app',
} as const;

/** A wa.me link that opens the chat with the text already written. */
export function messagingUrl(text: string): string {
  return `https://wa.me/${appConfig.messaging.number}?text=${encodeURIComponent(text)}`;
}
