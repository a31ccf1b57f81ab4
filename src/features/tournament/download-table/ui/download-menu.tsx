import { useTranslation } from 'react-i18next';
import { DownloadIcon } from 'lucide-react';
import type { ExportKind } from '@domain/contract';
import { apiAddress } from '@/shared/api';
import { useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/shared/ui/dropdown-menu';

/** "Download: CSV / Excel" of a table the screen shows, in the viewer's language. */
export function DownloadMenu({ kind, id }: { kind: ExportKind; id: number }) {
  const { t } = useTranslation('download-table');
  const locale = useLocale();
  const address = (format: 'csv' | 'xlsx') => apiAddress(`export/${kind}/${id}`, { format, locale });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" data-testid={`download-${kind}`}>
          <DownloadIcon aria-hidden="true" />
          {t('open')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t(`kinds.${kind}`)}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <a href={address('csv')} download>
            {t('csv')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={address('xlsx')} download>
            {t('xlsx')}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
