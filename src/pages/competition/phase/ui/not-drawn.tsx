import { useTranslation } from 'react-i18next';
import { LayoutGridIcon } from 'lucide-react';
import { EmptyState } from '@/shared/ui/empty-state';

/** What a section shows before the draw, or when the phase's format has nothing for it. */
export function NotDrawn({ title, hint }: { title?: string; hint?: string }) {
  const { t } = useTranslation('phase');
  return <EmptyState icon={<LayoutGridIcon />} title={title ?? t('notDrawn')} description={hint ?? t('notDrawnHint')} data-testid="phase-not-drawn" />;
}
