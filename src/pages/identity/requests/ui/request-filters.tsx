import { useTranslation } from 'react-i18next';
import { CERTIFICATION_STATUSES, CERTIFICATION_TYPES, type CertificationStatus, type CertificationType } from '@domain/contract';
import type { CertificationFilters } from '@/entities/certification';
import { Label } from '@/shared/ui/label';
import { NativeSelect } from '@/shared/ui/native-select';

const statusOf = (value: string): CertificationStatus | undefined => CERTIFICATION_STATUSES.find((status) => status === value);
const typeOf = (value: string): CertificationType | undefined => CERTIFICATION_TYPES.find((type) => type === value);

/** Status and type filters of a request box. */
export function RequestFilters({ value, onChange }: { value: CertificationFilters; onChange: (next: CertificationFilters) => void }) {
  const { t } = useTranslation('requests');
  const { t: labels } = useTranslation('certification');
  return (
    <div className="mb-6 flex flex-wrap gap-4" data-testid="request-filters">
      <div className="flex min-w-48 flex-col gap-1">
        <Label htmlFor="request-status">{t('filters.status')}</Label>
        <NativeSelect id="request-status" value={value.status ?? ''} onChange={(event) => onChange({ ...value, status: statusOf(event.target.value) })}>
          <option value="">{t('filters.all')}</option>
          {CERTIFICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {labels(`status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-48 flex-col gap-1">
        <Label htmlFor="request-type">{t('filters.type')}</Label>
        <NativeSelect id="request-type" value={value.type ?? ''} onChange={(event) => onChange({ ...value, type: typeOf(event.target.value) })}>
          <option value="">{t('filters.all')}</option>
          {CERTIFICATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {labels(`type.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
