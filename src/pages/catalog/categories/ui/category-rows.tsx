import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgeCategory, LevelCategory, SubCategory } from '@domain/contract';
import { describeAgeBounds, type CategoryKind } from '@/entities/category';
import { pickLabel, useGenres } from '@/entities/reference';
import { Table, TableActionsCell, TableActionsHead, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/shared/ui/table';

type Category = AgeCategory | LevelCategory | SubCategory;

/** The table of one kind: bounds and genre for ages, position for levels, description for levels and subs. */
export function CategoryRows({ kind, items, actions }: { kind: CategoryKind; items: Category[]; actions: (category: Category) => ReactNode }) {
  const { t, i18n } = useTranslation('categories');
  const genres = useGenres();
  const genreName = (id: number | null) => {
    const genre = genres.find((item) => item.id === id);
    return genre ? pickLabel(genre.label, i18n.language) : '—';
  };
  return (
    <Table data-testid="categories-table">
      <TableHeader>
        <TableRow>
          {kind === 'level' ? <TableHead>{t('columns.rank')}</TableHead> : null}
          <TableHead>{t('columns.name')}</TableHead>
          {kind === 'age' ? (
            <>
              <TableHead>{t('columns.bounds')}</TableHead>
              <TableHead>{t('columns.genre')}</TableHead>
            </>
          ) : (
            <TableHead>{t('columns.description')}</TableHead>
          )}
          <TableActionsHead>
            <span className="sr-only">{t('columns.actions')}</span>
          </TableActionsHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((category) => (
          <TableRow key={category.id}>
            {'rank' in category ? <TableCell>{category.rank}</TableCell> : null}
            <TableCell className="font-medium">{category.name}</TableCell>
            {'boundKind' in category ? (
              <>
                <TableCell>{describeAgeBounds(category, t)}</TableCell>
                <TableCell>{genreName(category.genreId)}</TableCell>
              </>
            ) : (
              <TableCell className="whitespace-normal text-muted-foreground">{'description' in category ? (category.description ?? '') : ''}</TableCell>
            )}
            <TableActionsCell>{actions(category)}</TableActionsCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
