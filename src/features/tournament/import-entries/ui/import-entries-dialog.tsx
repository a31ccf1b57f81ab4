import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadIcon } from 'lucide-react';
import { IMPORT_MAX_CHARS, type EntryImportPreview } from '@domain/contract';
import { ApiRequestError } from '@/shared/api';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { Button } from '@/shared/ui/button';
import { FormDialog } from '@/shared/ui/form-dialog';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { Textarea } from '@/shared/ui/textarea';
import { toast } from '@/shared/ui/toaster';
import { useConfirmImport, usePreviewImport } from '../api/import-entries';
import { readFileText } from '../lib/read-file';
import { ImportPreviewTable } from './import-preview-table';

/**
 * The owner imports entries from a CSV file or pasted rows: the server previews every row (matched person, new
 * person or its problems) and only the confirm writes, exactly the valid rows.
 */
export function ImportEntriesDialog({ validId }: { validId: number }) {
  const { t } = useTranslation('import-entries');
  const { t: common } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<EntryImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = usePreviewImport(validId);
  const confirm = useConfirmImport(validId);

  const reset = () => {
    setText('');
    setPreview(null);
    setProblem(null);
  };
  const changeText = (next: string) => {
    setText(next);
    setPreview(null);
    setProblem(null);
  };
  const fieldMessage = (error: unknown) => (error instanceof ApiRequestError && error.body.fields?.[0]?.message) || errorMessageOf(error, common('actions.saveFailed'));

  async function submit() {
    if (!text.trim()) {
      setProblem(t('empty'));
      document.getElementById('import-text')?.focus();
      return;
    }
    if (!preview) {
      try {
        setPreview(await check.mutateAsync(text));
      } catch (error) {
        setProblem(fieldMessage(error));
      }
      return;
    }
    if (preview.counts.valid === 0) return;
    try {
      const result = await confirm.mutateAsync({ text, token: preview.token });
      toast.success(t('done', { entered: result.entered, created: result.created }));
      setOpen(false);
      reset();
    } catch (error) {
      // The tournament or its people changed: the preview is checked again so the owner sees what holds now.
      if (error instanceof ApiRequestError && error.body.status === 409) {
        toast.error(fieldMessage(error));
        setPreview(await check.mutateAsync(text).catch(() => null));
        return;
      }
      toast.error(fieldMessage(error));
    }
  }

  const saving = check.isPending || confirm.isPending;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) reset();
      }}
      trigger={
        <Button variant="outline" data-testid="import-entries-open">
          <UploadIcon aria-hidden="true" />
          {t('open')}
        </Button>
      }
      title={t('title')}
      description={t('description')}
      onSubmit={() => void submit()}
      saving={saving}
      dirty={text.trim() !== ''}
      wide
      labels={{ save: preview ? t('confirm', { count: preview.counts.valid }) : t('preview'), cancel: common('actions.cancel'), close: common('actions.close') }}
      testId="import-entries"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="import-file">{t('file')}</Label>
        <Input
          id="import-file"
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/plain"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void readFileText(file).then((content) => changeText(content.slice(0, IMPORT_MAX_CHARS)));
          }}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="import-text">{t('paste')}</Label>
        <Textarea
          id="import-text"
          rows={5}
          value={text}
          maxLength={IMPORT_MAX_CHARS}
          placeholder={t('placeholder')}
          aria-describedby="import-hint"
          aria-invalid={problem ? true : undefined}
          onChange={(event) => changeText(event.target.value)}
          className="font-mono text-sm"
        />
        <p id="import-hint" className="text-sm text-muted-foreground">
          {t('hint')}
        </p>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
      {confirm.isPending ? (
        <p role="status" className="text-sm">
          {t('saving')}
        </p>
      ) : null}
      {preview ? <ImportPreviewTable preview={preview} /> : null}
      {preview && preview.counts.valid === 0 ? <p className="text-sm text-destructive">{t('nothingValid')}</p> : null}
    </FormDialog>
  );
}
