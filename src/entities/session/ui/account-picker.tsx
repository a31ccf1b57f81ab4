import type { SessionAccount } from '@domain/contract';
import { Button } from '@/shared/ui/button';

interface AccountPickerProps {
  accounts: SessionAccount[];
  onSelect: (accountId: number) => void;
  /** Accessible name of each choice, e.g. "Usar Club Norte". */
  labelOf: (account: SessionAccount) => string;
  /** Text marking the first account, the default one. */
  defaultLabel?: string;
}

/** The accounts a person may act as, one button each; the first is the default. */
export function AccountPicker({ accounts, onSelect, labelOf, defaultLabel }: AccountPickerProps) {
  return (
    <ul className="flex flex-col gap-3" data-testid="account-picker">
      {accounts.map((account, index) => (
        <li key={account.id}>
          <Button
            type="button"
            variant={index === 0 ? 'default' : 'outline'}
            className="h-auto w-full justify-between py-3 text-left"
            aria-label={labelOf(account)}
            onClick={() => onSelect(account.id)}
            data-account-id={account.id}
          >
            <span className="truncate text-base">{account.name}</span>
            {index === 0 && defaultLabel ? <span className="text-xs opacity-80">{defaultLabel}</span> : null}
          </Button>
        </li>
      ))}
    </ul>
  );
}
