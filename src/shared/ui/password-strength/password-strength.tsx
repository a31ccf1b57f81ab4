import { useTranslation } from 'react-i18next';
import { passwordStrength, type PasswordOwner, type PasswordStrength as Strength } from '@domain/contract/password-policy';
import { cn } from '@/shared/lib/cn';

const BARS: Record<Strength, { filled: number; tone: string }> = {
  weak: { filled: 1, tone: 'bg-destructive' },
  fair: { filled: 2, tone: 'bg-secondary' },
  strong: { filled: 3, tone: 'bg-primary' },
};

interface PasswordStrengthProps {
  password: string;
  /** Whose password it is, when known: a password built on their names is weak whatever its length. */
  owner?: PasswordOwner;
  className?: string;
}

/**
 * A hint while typing (weak, fair, strong) from length and variety of characters, read out politely by screen
 * readers. The server still decides: it also refuses the most used passwords.
 */
export function PasswordStrength({ password, owner, className }: PasswordStrengthProps) {
  const { t } = useTranslation('common');
  const strength = password ? passwordStrength(password, owner) : null;
  const bars = strength ? BARS[strength] : null;
  return (
    <div className={cn('flex items-center gap-3 text-sm', className)} data-slot="password-strength" data-strength={strength ?? 'empty'}>
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span key={bar} className={cn('h-1.5 w-8 rounded-full bg-muted', bars && bar <= bars.filled && bars.tone)} />
        ))}
      </div>
      <p aria-live="polite" className="text-muted-foreground">
        {strength ? t('passwordStrength.label', { strength: t(`passwordStrength.${strength}`) }) : null}
      </p>
    </div>
  );
}
