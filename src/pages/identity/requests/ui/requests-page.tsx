import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CERTIFICATION_STATUSES, CERTIFICATION_TYPES } from '@domain/contract';
import { ReceivedInvitations } from '@/features/answer-invitation';
import type { CertificationBox, CertificationFilters } from '@/entities/certification';
import { RequireAuth } from '@/entities/session';
import { PageHeader } from '@/widgets/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { RequestFilters } from './request-filters';
import { RequestList } from './request-list';

const BOXES: readonly CertificationBox[] = ['received', 'sent'];

/** The box and filters live in the address, so a reload or a shared link opens the same view. */
function useRequestView() {
  const [params, setParams] = useSearchParams();
  const box = BOXES.find((item) => item === params.get('box')) ?? 'received';
  const filters: CertificationFilters = {
    status: CERTIFICATION_STATUSES.find((item) => item === params.get('status')),
    type: CERTIFICATION_TYPES.find((item) => item === params.get('type')),
  };
  const update = (next: { box?: CertificationBox; filters?: CertificationFilters }) => {
    const chosen = next.filters ?? filters;
    const entries = Object.entries({ box: next.box ?? box, status: chosen.status, type: chosen.type }).flatMap(([key, value]) => (value ? [[key, value]] : []));
    setParams(new URLSearchParams(entries), { replace: true });
  };
  return { box, filters, update };
}

/** Received requests (the inbox of the account the person acts as) and the ones they sent, newest first. */
export function RequestsPage() {
  const { t } = useTranslation('requests');
  const { box, filters, update } = useRequestView();
  return (
    <section data-route-id="requests" className="pb-16">
      <PageHeader title={t('title')} description={t('lead')} />
      <RequireAuth>
        <ReceivedInvitations />
        <Tabs value={box} onValueChange={(value) => update({ box: BOXES.find((item) => item === value) ?? 'received' })}>
          <TabsList aria-label={t('tabs.label')} className="mb-4">
            {BOXES.map((item) => (
              <TabsTrigger key={item} value={item}>
                {t(`tabs.${item}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <RequestFilters value={filters} onChange={(next) => update({ filters: next })} />
          {BOXES.map((item) => (
            <TabsContent key={item} value={item}>
              {item === box ? <RequestList box={item} filters={filters} /> : null}
            </TabsContent>
          ))}
        </Tabs>
      </RequireAuth>
    </section>
  );
}
