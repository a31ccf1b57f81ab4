type Locale = 'es' | 'en';

const SHORT: Record<number, Record<Locale, string>> = {
  1: { es: 'No iniciado', en: 'Not started' },
  2: { es: 'En curso', en: 'In progress' },
  3: { es: 'Finalizado', en: 'Finished' },
};

const FULL: Record<number, Record<Locale, string>> = {
  1: { es: 'No iniciado', en: 'Not started' },
  2: { es: 'Iniciado', en: 'Started' },
  3: { es: 'Finalizado', en: 'Finished' },
  4: { es: 'Cancelado', en: 'Canceled' },
  5: { es: 'Pausado', en: 'Paused' },
};

const UNKNOWN: Record<Locale, string> = { es: 'Desconocido', en: 'Unknown' };

/** The short labeller: anything but 1, 2 or 3 is unknown. */
export function statusLabel(statusId: number, locale: Locale): string {
  return (SHORT[statusId] ?? UNKNOWN)[locale];
}

export function statusFullLabel(statusId: number, locale: Locale): string {
  return (FULL[statusId] ?? UNKNOWN)[locale];
}
