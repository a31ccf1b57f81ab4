import { useTranslation } from 'react-i18next';
import { SectionNav } from '@/widgets/section-nav';
import { href, useLocale } from '@/shared/routes';

export function RankingsNav() {
  const { t } = useTranslation('rankings');
  const locale = useLocale();
  const links = [
    { key: 'list', label: t('tabs.list'), to: href('rankings', {}, locale) },
    { key: 'levels', label: t('tabs.levels'), to: href('rankings-levels', {}, locale) },
    { key: 'ratingSystem', label: t('tabs.ratingSystem'), to: href('rankings-rating-system', {}, locale) },
    { key: 'help', label: t('tabs.help'), to: href('rankings-help', {}, locale) },
  ];
  return <SectionNav label={t('sections')} links={links} className="mb-6 sm:mb-8" />;
}
