import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckCircle2Icon } from 'lucide-react';
import { sessionQueries } from '@/entities/session';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Separator } from '@/shared/ui/separator';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toaster';
import { useResendVerification } from '../api/profile.api';
import { toastFailure } from './feedback';
import { PasswordForm } from './password-form';
import { ProfileInfoForm } from './profile-info-form';

/** The profile's general tab: name and picture, email status, password. */
export function ProfileInfo({ userId }: { userId: number }) {
  const { t } = useTranslation('profile');
  const { data: profile, isPending, isError } = useQuery(sessionQueries.profile(userId));
  const resend = useResendVerification();
  if (isPending) return <Skeleton className="h-64 w-full" />;
  if (isError) return <p role="alert" className="text-destructive">{t('errors:somethingWentWrong')}</p>;
  const resendLink = async () => {
    try {
      await resend.mutateAsync();
      toast.success(t('info.resent'));
    } catch (error) {
      toastFailure(error, t);
    }
  };
  return (
    <div className="flex max-w-xl flex-col gap-8">
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-muted-foreground">{t('info.username')}</dt>
        <dd data-testid="profile-username">{profile.user}</dd>
        <dt className="text-muted-foreground">{t('info.email')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          {profile.email}
          {profile.emailVerified ? (
            <Badge variant="success">
              <CheckCircle2Icon aria-hidden="true" className="size-3" /> {t('info.verified')}
            </Badge>
          ) : (
            <>
              <Badge variant="outline">{t('info.unverified')}</Badge>
              <Button variant="link" size="sm" className="h-auto p-0" loading={resend.isPending} onClick={() => void resendLink()}>
                {t('info.resend')}
              </Button>
            </>
          )}
        </dd>
      </dl>
      <ProfileInfoForm key={`${profile.fullName}|${profile.avatar ?? ''}`} profile={profile} />
      <Separator />
      <PasswordForm profile={profile} />
    </div>
  );
}
