import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GENRES } from '@domain/catalog';
import type { Person } from '@domain/contract';
import { ApiRequestError, apiFetch } from '@/shared/api';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { useLocale } from '@/shared/routes';
import { DateInput } from '@/shared/ui/date-input';
import { FormDialog } from '@/shared/ui/form-dialog';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { NativeSelect } from '@/shared/ui/native-select';

interface QuickPersonDialogProps {
  /** What was typed in the search box: split into first name and surname to start with. */
  name: string | null;
  sportId: number;
  onClose: () => void;
  onCreated: (person: Person) => void;
}

type Field = 'firstName' | 'lastName' | 'birthDate' | 'genreId';

/** A new player with just what an entry needs (name, birth date, gender), created from the inscription box. */
export function QuickPersonDialog({ name, sportId, onClose, onCreated }: QuickPersonDialogProps) {
  const { t } = useTranslation('quick-person');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [birthDate, setBirthDate] = useState<string | null>(null);
  const [genreId, setGenreId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  useEffect(() => {
    if (name === null) return;
    const [first = '', ...rest] = name.trim().split(/\s+/);
    setFirstName(first);
    setLastName(rest.join(' '));
    setBirthDate(null);
    setGenreId('');
    setErrors({});
  }, [name]);
  const create = useMutation({
    mutationFn: () => apiFetch<Person>('person/players', { method: 'POST', body: { firstName, lastName, birthDate: birthDate || null, genreId: genreId ? Number(genreId) : null, sportId } }),
  });
  async function submit() {
    if (!firstName.trim()) {
      setErrors({ firstName: t('firstNameMissing') });
      document.getElementById('quick-first-name')?.focus();
      return;
    }
    try {
      onCreated(await create.mutateAsync());
    } catch (error) {
      const fields = error instanceof ApiRequestError ? (error.body.fields ?? []) : [];
      const next: Partial<Record<Field | 'form', string>> = {};
      for (const field of fields) next[field.field.replace(/^body\./, '') as Field] = field.message;
      if (fields.length === 0) next.form = errorMessageOf(error, common('actions.saveFailed'));
      setErrors(next);
    }
  }
  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `quick-${field}-error` } : {});
  const message = (field: Field) =>
    errors[field] ? (
      <p id={`quick-${field}-error`} className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;
  return (
    <FormDialog
      open={name !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      trigger={<span hidden />}
      title={t('title')}
      description={t('description')}
      onSubmit={() => void submit()}
      saving={create.isPending}
      labels={{ save: t('save'), cancel: common('actions.cancel'), close: common('actions.close') }}
      testId="quick-person"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="quick-first-name">{t('firstName')}</Label>
          <Input id="quick-first-name" value={firstName} maxLength={80} required onChange={(event) => setFirstName(event.target.value)} {...described('firstName')} />
          {message('firstName')}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="quick-last-name">{t('lastName')}</Label>
          <Input id="quick-last-name" value={lastName} maxLength={80} onChange={(event) => setLastName(event.target.value)} {...described('lastName')} />
          {message('lastName')}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="quick-birth-date">{t('birthDate')}</Label>
          <DateInput id="quick-birth-date" value={birthDate} empty={null} onChange={setBirthDate} fromYear={1920} toYear={new Date().getFullYear()} {...described('birthDate')} />
          {message('birthDate')}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="quick-gender">{t('gender')}</Label>
          <NativeSelect id="quick-gender" value={genreId} onChange={(event) => setGenreId(event.target.value)} {...described('genreId')}>
            <option value="">{t('genderUnknown')}</option>
            {GENRES.filter((genre) => genre.code !== 'mixed').map((genre) => (
              <option key={genre.id} value={genre.id}>
                {genre.label[locale]}
              </option>
            ))}
          </NativeSelect>
          {message('genreId')}
        </div>
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
    </FormDialog>
  );
}
