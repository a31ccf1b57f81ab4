import { useTranslation } from 'react-i18next';
import type { EntryImportPreview } from '@domain/contract';
import { Badge } from '@/shared/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/shared/ui/table';

/** Each row of the file with what will happen to it and, for a faulty one, every problem by column. */
export function ImportPreviewTable({ preview }: { preview: EntryImportPreview }) {
  const { t } = useTranslation('import-entries');
  const { counts } = preview;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm" role="status" data-testid="import-counts">
        {t('counts', { rows: counts.rows, valid: counts.valid, matched: counts.matched, created: counts.created, faulty: counts.faulty })}
      </p>
      <div className="max-h-72 min-w-0 overflow-auto rounded-md border">
        <Table data-testid="import-preview">
          <TableHeader>
            <TableRow>
              <TableHead>{t('columns.row')}</TableHead>
              <TableHead>{t('columns.name')}</TableHead>
              <TableHead>{t('columns.status')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.rows.map((row) => (
              <TableRow key={row.row} data-status={row.action}>
                <TableCell>{row.row}</TableCell>
                <TableCell className="whitespace-normal break-words">{`${row.firstName} ${row.lastName}`.trim() || '—'}</TableCell>
                <TableCell className="whitespace-normal break-words">
                  <Badge variant={row.action === 'skip' ? 'destructive' : 'success'}>{t(`status.${row.action}`)}</Badge>
                  {row.problems.length > 0 ? (
                    <ul className="mt-1 text-sm text-destructive">
                      {row.problems.map((problem) => (
                        <li key={`${problem.field}-${problem.message}`}>
                          {t(`fields.${problem.field}`)}: {problem.message}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
