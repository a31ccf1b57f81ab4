import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { LayersIcon, PencilIcon, PlusIcon } from 'lucide-react';
import type { PermissionResource } from '@domain/catalog';
import { ResourceGate } from '@/entities/access';
import { categoryQueries, type CategoryKind } from '@/entities/category';
import { useCommunityId } from '@/entities/reference';
import { $accountId, $isAuthenticated } from '@/entities/session';
import { CategoryDialog, DeleteCategoryButton } from '@/features/edit-category';
import { PageHeader } from '@/widgets/page-header';
import { SectionNav } from '@/widgets/section-nav';
import { href, useLocale, type RouteId } from '@/shared/routes';
import { Button, ButtonLabel } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';
import { CategoryRows } from './category-rows';

const ROUTES: Record<CategoryKind, RouteId> = { age: 'categories-ages', level: 'categories-levels', sub: 'categories-subs' };
const RESOURCE: Record<CategoryKind, PermissionResource> = { age: 'createAgeCategory', level: 'createLevelCategory', sub: 'createLevelCategory' };

/** One kind of category of the community: list, and create, edit and delete for who may. */
function CategoriesPage({ kind }: { kind: CategoryKind }) {
  const { t } = useTranslation('categories');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const [signedIn, accountId] = useUnit([$isAuthenticated, $accountId]);
  const query = useQuery(categoryQueries.list(kind, useCommunityId()));
  const create = signedIn ? (
    <ResourceGate resource={RESOURCE[kind]}>
      <CategoryDialog
        kind={kind}
        trigger={
          <Button>
            <PlusIcon aria-hidden="true" />
            {t(`${kind}.create`)}
          </Button>
        }
      />
    </ResourceGate>
  ) : null;
  const links = (Object.keys(ROUTES) as CategoryKind[]).map((key) => ({ key, label: t(`${key}.tab`), to: href(ROUTES[key], {}, locale) }));
  return (
    <section data-route-id={ROUTES[kind]} className="pb-16">
      <PageHeader eyebrow={t('eyebrow')} title={t(`${kind}.title`)} description={t(`${kind}.lead`)} actions={create} />
      <SectionNav label={t('sections')} links={links} className="mb-6" />
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {query.data && query.data.items.length > 0 ? (
          <CategoryRows
            kind={kind}
            items={query.data.items}
            actions={(category) =>
              category.createdByAccountId !== null && category.createdByAccountId === accountId ? (
                <>
                  <CategoryDialog
                    kind={kind}
                    category={category}
                    trigger={
                      <Button variant="ghost" size="sm" aria-label={`${common('actions.edit')}: ${category.name}`}>
                        <PencilIcon aria-hidden="true" />
                        <ButtonLabel>{common('actions.edit')}</ButtonLabel>
                      </Button>
                    }
                  />
                  <DeleteCategoryButton kind={kind} category={category} />
                </>
              ) : null
            }
          />
        ) : (
          <EmptyState icon={<LayersIcon />} title={t(`${kind}.empty`)} description={signedIn ? t('emptyHint') : t('emptySignIn')} action={create} />
        )}
      </LoadState>
    </section>
  );
}

export const AgeCategoriesPage = () => <CategoriesPage kind="age" />;
export const LevelCategoriesPage = () => <CategoriesPage kind="level" />;
export const SubCategoriesPage = () => <CategoriesPage kind="sub" />;
