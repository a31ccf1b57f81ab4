import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { brandVariables } from '@/entities/community';

/**
 * The top bar as it will look with these colours: the same theme variables the app sets for a community,
 * scoped to this box, so the preview follows every change as it is typed.
 */
export function TopBarPreview({ name, logo, primary, secondary }: { name: string; logo: string; primary: string; secondary: string }) {
  const { t } = useTranslation('create-community');
  const valid = (value: string) => /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value);
  const brand = brandVariables({ primary: valid(primary) ? primary : '#000000', secondary: valid(secondary) ? secondary : '#f97316' });
  // The theme tokens resolve their brand variable where they are declared (the root), so the box redeclares them.
  const style = {
    ...brand,
    '--primary': brand['--brand-primary'],
    '--primary-foreground': brand['--brand-primary-foreground'],
    '--secondary': brand['--brand-secondary'],
    '--secondary-foreground': brand['--brand-secondary-foreground'],
  } as CSSProperties;
  return (
    <figure className="flex flex-col gap-2" aria-label={t('preview.label')}>
      <div style={style} className="overflow-hidden rounded-lg border" data-testid="top-bar-preview">
        <div className="flex h-14 items-center justify-between bg-primary px-4 text-primary-foreground">
          <span className="flex items-center gap-2 font-display text-lg font-bold">
            <img src={logo} alt="" className="h-7 w-auto" />
            {name || t('preview.name')}
          </span>
          <span className="hidden gap-4 text-sm sm:flex" aria-hidden="true">
            <span>{t('preview.tournaments')}</span>
            <span>{t('preview.rankings')}</span>
          </span>
          <span className="rounded-md bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">{t('preview.action')}</span>
        </div>
        <div className="bg-background px-4 py-3 text-sm text-muted-foreground">{t('preview.body')}</div>
      </div>
      <figcaption className="text-sm text-muted-foreground">{t('preview.caption')}</figcaption>
    </figure>
  );
}
