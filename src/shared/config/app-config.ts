/**
 * Values the footer and contact links use. Set at build time (PUBLIC_* variables), with defaults that point
 * at the platform's own team.
 */
export const appConfig = {
  social: { instagram: 'https://instagram.com/torneos.app' },
  messaging: { number: '573001234567', presetText: 'Hola, quiero organizar un torneo' },
  mail: 'contacto@torneos.app',
  blogUrl: '/blog',
  docsUrl: '/guias',
} as const;
