import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { MapPinIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { ResourceGate } from '@/entities/access';
import { mapLink, placeQueries } from '@/entities/place';
import { useCommunityId, useCountries } from '@/entities/reference';
import { $accountId, $isAuthenticated } from '@/entities/session';
import { DeletePlaceButton, PlaceDialog } from '@/features/edit-place';
import { PageHeader } from '@/widgets/page-header';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadState } from '@/shared/ui/load-state';

/** Where the community plays (spec: fetched page 0, size 99). */
export function PlacesPage() {
  const { t } = useTranslation('places');
  const { t: common } = useTranslation('common');
  const [signedIn, accountId] = useUnit([$isAuthenticated, $accountId]);
  const query = useQuery(placeQueries.list(useCommunityId()));
  const countries = useCountries();
  const create = signedIn ? (
    <ResourceGate resource="createPlace">
      <PlaceDialog
        trigger={
          <Button>
            <PlusIcon aria-hidden="true" />
            {t('create')}
          </Button>
        }
      />
    </ResourceGate>
  ) : null;
  return (
    <section data-route-id="places" className="pb-16">
      <PageHeader title={t('title')} description={t('lead')} actions={create} />
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} labels={{ loading: common('loading'), failed: common('actions.loadFailed'), retry: common('actions.retry') }}>
        {query.data && query.data.items.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="places-list">
            {query.data.items.map((place) => {
              const map = mapLink(place);
              const country = countries.find((item) => item.id === place.countryCode)?.name;
              return (
                <li key={place.id}>
                  <Card className="h-full gap-3">
                    <CardHeader>
                      <CardTitle>
                        <h2>{place.name}</h2>
                      </CardTitle>
                    </CardHeader>
                    <CardContent className="flex flex-1 flex-col gap-1 text-sm text-muted-foreground">
                      {place.address ? <p>{place.address}</p> : null}
                      <p>{[place.city, country].filter(Boolean).join(', ') || t('noCity')}</p>
                      {map ? (
                        <a href={map} target="_blank" rel="noopener noreferrer" className="mt-1 inline-flex items-center gap-1 font-medium text-foreground underline underline-offset-4">
                          <MapPinIcon aria-hidden="true" className="size-4" />
                          {t('map', { name: place.name })}
                        </a>
                      ) : null}
                    </CardContent>
                    {place.createdByAccountId !== null && place.createdByAccountId === accountId ? (
                      <CardFooter className="justify-end gap-1">
                        <PlaceDialog
                          place={place}
                          trigger={
                            <Button variant="ghost" size="sm" aria-label={`${common('actions.edit')}: ${place.name}`}>
                              <PencilIcon aria-hidden="true" />
                              {common('actions.edit')}
                            </Button>
                          }
                        />
                        <DeletePlaceButton place={place} />
                      </CardFooter>
                    ) : null}
                  </Card>
                </li>
              );
            })}
          </ul>
        ) : (
          <EmptyState icon={<MapPinIcon />} title={t('empty')} description={signedIn ? t('emptyHint') : t('emptySignIn')} action={create} />
        )}
      </LoadState>
    </section>
  );
}
