import { dateFormat } from '@/shared/lib/intl';

export function PostDate({ date, locale }: { date: string; locale: string }) {
  const formatted = dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return <time dateTime={date}>{formatted}</time>;
}
