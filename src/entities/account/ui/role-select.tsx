import type { RoleTemplate } from '@domain/contract';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';

interface RoleSelectProps {
  roles: RoleTemplate[];
  value: number | null;
  onChange: (roleId: number) => void;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** Picks one of an account's role templates. */
export function RoleSelect({ roles, value, onChange, label, placeholder, disabled, id }: RoleSelectProps) {
  return (
    <Select value={value === null ? '' : String(value)} onValueChange={(next) => onChange(Number(next))} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} className="min-w-44">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {roles.map((role) => (
          <SelectItem key={role.id} value={String(role.id)}>
            {role.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
