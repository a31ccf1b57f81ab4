import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StarIcon } from 'lucide-react';
import { favoriteQueries } from '@/entities/favorite';
import { $sessionReady, $user, savePostLoginTarget } from '@/entities/session';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toaster';
import { useToggleFollow, type FollowTarget } from '../api/follow.mutation';

function Star({ userId, target }: { userId: number; target: FollowTarget }) {
  const { t } = useTranslation('follow');
  const list = useQuery(favoriteQueries.list(userId));
  const toggle = useToggleFollow(userId, target, () => toast.error(t('failed', { name: target.name })));
  const following = (list.data ?? []).some((item) => item.kind === target.kind && item.targetId === target.targetId);
  return (
    <Button
      variant="outline"
      aria-pressed={following}
      aria-label={t('followLabel', { name: target.name })}
      disabled={list.isPending}
      onClick={() => toggle.mutate(!following)}
      data-testid="follow-button"
    >
      <StarIcon aria-hidden="true" className={following ? 'fill-current text-primary' : undefined} />
      {t('follow')}
    </Button>
  );
}

/**
 * A star to follow a page's subject. Nothing is drawn until the session is known: the server renders public
 * screens without one, so the first browser render must match it; then a visitor gets a link to sign in.
 */
export function FollowButton(target: FollowTarget) {
  const { t } = useTranslation('follow');
  const locale = useLocale();
  const location = useLocation();
  const [ready, user] = useUnit([$sessionReady, $user]);
  if (!ready) return null;
  if (!user) {
    return (
      <Button variant="ghost" asChild>
        <Link to={href('login', {}, locale)} onClick={() => savePostLoginTarget(`${location.pathname}${location.search}`)} data-testid="follow-sign-in">
          <StarIcon aria-hidden="true" />
          {t('signIn')}
        </Link>
      </Button>
    );
  }
  return <Star userId={user.id} target={target} />;
}
