import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PrinterIcon } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/shared/ui/dropdown-menu';
import { href, PRINT_SHEETS, useLocale, type PrintLevel } from '@/shared/routes';

export interface PrintMenuProps {
  level: PrintLevel;
  validId: number;
  /** The phase, for a phase's sheets. */
  phaseId?: number;
}

/** The "Print" menu of a tournament or a phase: each printable sheet opens on its own page, ready for A4. */
export function PrintMenu({ level, validId, phaseId }: PrintMenuProps) {
  const { t } = useTranslation('print');
  const locale = useLocale();
  const linkOf = (sheet: string) =>
    level === 'phase'
      ? href('phase-print', { validId, phaseId: phaseId ?? 0, sheet }, locale)
      : href('tournament-print', { validId, sheet }, locale);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" data-testid="print-menu" className="print:hidden">
          <PrinterIcon aria-hidden="true" />
          {/* On a phone the icon alone keeps the page's actions on one row; the word stays its name. */}
          <span className="max-sm:sr-only">{t('menu.label')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-72">
        {PRINT_SHEETS[level].map((item) => (
          <DropdownMenuItem key={item.sheet} asChild>
            <Link to={linkOf(item[locale])} data-sheet={item.sheet}>
              {t(`sheets.${item.sheet}`)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
