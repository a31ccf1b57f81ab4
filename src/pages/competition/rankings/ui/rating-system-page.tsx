import { useTranslation } from 'react-i18next';
import { CUT_POINT_TYPES, RANKING_UPDATE_MOMENTS } from '@domain/catalog';
import { PageHeader } from '@/widgets/page-header';
import { useLocale } from '@/shared/routes';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/shared/ui/table';
import { RankingsNav } from './rankings-nav';

type System = { title: string; text: string };

function Systems({ title, systems }: { title: string; systems: System[] }) {
  return (
    <section>
      <h2 className="text-2xl font-bold">{title}</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {systems.map((system) => (
          <li key={system.title} className="rounded-xl border p-5">
            <h3 className="font-bold">{system.title}</h3>
            <p className="mt-1 text-muted-foreground">{system.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The rating systems and the spec's cut point types and update moments, from the shared catalogue. */
export function RatingSystemPage() {
  const { t } = useTranslation('rankings');
  const locale = useLocale();
  return (
    <section data-route-id="rankings-rating-system" className="pb-16">
      <PageHeader title={t('ratingSystem.title')} description={t('ratingSystem.lead')} />
      <RankingsNav />
      <div className="flex flex-col gap-10">
        <Systems title={t('ratingSystem.players')} systems={t('ratingSystem.playerSystems', { returnObjects: true }) as System[]} />
        <Systems title={t('ratingSystem.coaches')} systems={t('ratingSystem.coachSystems', { returnObjects: true }) as System[]} />
        <section>
          <h2 className="text-2xl font-bold">{t('ratingSystem.moments')}</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {RANKING_UPDATE_MOMENTS.map((moment) => (
              <li key={moment.id} className="rounded-full border px-3 py-1 font-medium">
                {moment.label[locale]}
              </li>
            ))}
          </ul>
        </section>
        <section className="max-w-xl">
          <h2 className="text-2xl font-bold">{t('ratingSystem.cutPoints')}</h2>
          <Table className="mt-4">
            <TableHeader>
              <TableRow>
                <TableHead>{t('ratingSystem.idColumn')}</TableHead>
                <TableHead>{t('ratingSystem.cutColumn')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {CUT_POINT_TYPES.map((cut) => (
                <TableRow key={cut.id}>
                  <TableCell>{cut.id}</TableCell>
                  <TableCell>{cut.label[locale]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      </div>
    </section>
  );
}
