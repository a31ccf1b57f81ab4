import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { PERMISSION_RESOURCE_LABELS, type ReceivedInvitation, type SessionUser } from '@domain/contract';
import { accountQueries } from '@/entities/account';
import { $user, profileUpdated } from '@/entities/session';
import { apiFetch, ApiRequestError } from '@/shared/api';
import { useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toaster';

type Answer = { invitation: ReceivedInvitation; accept: boolean };

/**
 * Invitations waiting for the signed-in person: to work with another account, or to receive a share of it for
 * an account they own. Nothing is granted until they accept; the list, the pending count and the accounts the
 * person may act as are read again afterwards.
 */
export function ReceivedInvitations() {
  const { t, i18n } = useTranslation('requests');
  const locale = useLocale();
  const client = useQueryClient();
  const [user, updated] = useUnit([$user, profileUpdated]);
  const invitations = useQuery(accountQueries.received());
  const answer = useMutation({
    mutationFn: ({ invitation, accept }: Answer) =>
      apiFetch<ReceivedInvitation[]>(`invitations/${invitation.id}/${accept ? 'accept' : 'decline'}`, { method: 'POST', body: { version: invitation.version } }),
    onSuccess: async (_data, { invitation, accept }) => {
      toast.success(accept ? t('accepted', { account: invitation.account.name }) : t('declined'));
      await Promise.all([client.invalidateQueries({ queryKey: accountQueries.all() }), client.invalidateQueries({ queryKey: ['certification'] })]);
      if (accept && user) updated({ ...user, ...(await apiFetch<SessionUser>(`users/${user.id}`)) });
    },
    onError: async (error) => {
      toast.error(error instanceof ApiRequestError && error.body.message ? error.body.message : t('errors:somethingWentWrong'));
      await client.invalidateQueries({ queryKey: accountQueries.received().queryKey });
    },
  });
  if (invitations.isError) return <p role="alert" className="text-destructive">{t('invitationsFailed')}</p>;
  const list = invitations.data ?? [];
  if (list.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="received-invitations" className="mb-8 flex flex-col gap-3">
      <h2 id="received-invitations" className="text-lg font-semibold">
        {t('invitations')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2" data-testid="received-invitations">
        {list.map((invitation) => {
          const busy = answer.isPending && answer.variables.invitation.id === invitation.id;
          const title =
            invitation.kind === 'share'
              ? t('shareInvitation', { account: invitation.account.name, grantee: invitation.grantee?.name ?? '' })
              : t('memberInvitation', { account: invitation.account.name });
          return (
            <li key={invitation.id}>
              <article className="flex h-full flex-col gap-3 rounded-lg border p-4" data-testid="invitation" data-kind={invitation.kind}>
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">
                  {invitation.invitedBy ? `${t('invitedBy', { name: invitation.invitedBy })} · ` : ''}
                  {date.format(new Date(invitation.createdAt))}
                </p>
                <div className="text-sm">
                  <p>{t('grants', { role: invitation.roleName })}</p>
                  {invitation.resources.length ? (
                    <ul className="mt-1 list-inside list-disc text-muted-foreground">
                      {invitation.resources.map((resource) => (
                        <li key={resource}>{PERMISSION_RESOURCE_LABELS[resource][locale]}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className="mt-1 text-muted-foreground">{t('noResources')}</p>
                  )}
                </div>
                <div className="mt-auto flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    aria-label={t('acceptLabel', { account: invitation.account.name })}
                    loading={busy && answer.variables.accept}
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ invitation, accept: true })}
                  >
                    {t('accept')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('declineLabel', { account: invitation.account.name })}
                    loading={busy && !answer.variables.accept}
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ invitation, accept: false })}
                  >
                    {t('decline')}
                  </Button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
