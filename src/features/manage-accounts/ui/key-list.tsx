import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { useLocale } from '@/shared/routes';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

type KeyState = 'active' | 'revoked' | 'expired';

const stateOf = (key: ApiKey, now: number): KeyState => (key.revokedAt ? 'revoked' : key.expiresAt && new Date(key.expiresAt).getTime() <= now ? 'expired' : 'active');

interface KeyListProps {
  keys: ApiKey[];
  onRevoke: (key: ApiKey) => Promise<unknown>;
}

/** The account's keys with what each may do and when it was made, last used and ends; an active one can be revoked. */
export function KeyList({ keys, onRevoke }: KeyListProps) {
  const { t } = useTranslation('api-keys');
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const now = Date.now();
  if (keys.length === 0) return <p className="text-muted-foreground">{t('list.empty')}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('list.title')}>
      {keys.map((key) => {
        const state = stateOf(key, now);
        return (
          <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3" data-testid="api-key">
            <div className="min-w-0 space-y-1">
              <p className="font-medium">
                {key.name} <code className="ml-1 rounded bg-muted px-1 text-xs">{key.prefix}…</code>
              </p>
              <p className="text-sm text-muted-foreground">{key.scopes.map((scope) => t(`scopes.${scope}.label`)).join(' · ')}</p>
              <p className="text-sm text-muted-foreground">
                {t('list.created', { when: day.format(new Date(key.createdAt)) })}
                {' · '}
                {key.expiresAt ? t('list.expires', { when: day.format(new Date(key.expiresAt)) }) : t('list.noExpiry')}
                {' · '}
                {key.lastUsedAt ? t('list.lastUsed', { when: moment.format(new Date(key.lastUsedAt)) }) : t('list.neverUsed')}
                {key.revokedAt ? ` · ${t('list.revokedOn', { when: moment.format(new Date(key.revokedAt)) })}` : ''}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Badge variant={state === 'active' ? 'success' : 'outline'}>{t(`states.${state}`)}</Badge>
              {state !== 'revoked' ? (
                <ConfirmDialog
                  trigger={
                    <Button type="button" variant="outline" size="sm" aria-label={t('revoke.named', { name: key.name })}>
                      {t('revoke.action')}
                    </Button>
                  }
                  title={t('revoke.title', { name: key.name })}
                  description={t('revoke.description')}
                  confirmLabel={t('revoke.confirm')}
                  cancelLabel={t('revoke.cancel')}
                  closeLabel={t('revoke.close')}
                  onConfirm={() => onRevoke(key)}
                  describeFailure={(error) => (error instanceof ApiRequestError && error.body.message ? error.body.message : t('failed'))}
                />
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
