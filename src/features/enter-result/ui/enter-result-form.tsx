import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recordMatchResult, type Match, type MatchResult, type MatchRules } from '@domain/engine';
import { Button } from '@/shared/ui/button';
import { RefusalShown } from '../lib/refusal-shown';
import { draftToResult, emptyScore, type ResultDraft } from '../lib/result-draft';
import { incompleteRow, isRow, placeOfError, rowOfPlace, type RowPlace } from '../lib/score-place';
import { sportForm } from '../lib/sport-form';
import { ScoreHeader, ScoreRow } from './score-row';
import { WalkoverSelect } from './walkover-select';

export interface EnterResultFormProps {
  match: Match;
  rules: MatchRules;
  homeName: string;
  awayName: string;
  /** Saves the result; a rejection's message (already localized) is shown in place, unless shown as a notice. */
  onSubmit: (result: MatchResult) => Promise<void>;
  /** Fields the caller sends along (the reason of a correction), before the save button. */
  extraFields?: ReactNode;
  /** What the caller shows about the last refusal, in place of the form's own alert. */
  notice?: ReactNode;
}

/** Result entry for one match, checked by the engine before anything is sent. */
export function EnterResultForm({ match, rules, homeName, awayName, onSubmit, extraFields, notice }: EnterResultFormProps) {
  const { t, i18n } = useTranslation('enter-result');
  const locale = i18n.language === 'en' ? 'en' : 'es';
  const form = useMemo(() => sportForm(rules), [rules]);
  const [draft, setDraft] = useState<ResultDraft>(() => ({
    periods: Array.from({ length: form.periodRows }, emptyScore),
    overtime: form.extraTime ? [emptyScore(), emptyScore()] : [],
    penalties: emptyScore(),
    forfeitedBy: null,
  }));
  /** What keeps the result from being saved, and the row it is about (marked, focused and named in the text). */
  const [problem, setProblem] = useState<{ text: string; at: RowPlace | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const locked = saving || draft.forfeitedBy !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const problemId = useId();

  useEffect(() => {
    if (problem?.at) formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [problem]);

  const periodLabel = (n: number) => t(form.kind === 'games' ? 'game' : form.kind === 'quarters' ? 'quarter' : 'half', { n });
  const overtimeLabel = (n: number) => t(form.extraTime ? 'extraTimeHalf' : 'overtime', { n });
  const rowLabel = ({ part, index }: RowPlace) => (part === 'periods' ? periodLabel(index + 1) : part === 'overtime' ? overtimeLabel(index + 1) : t('penalties'));
  const refuse = (text: string, at: RowPlace | null) => setProblem({ text: at ? t('rowProblem', { row: rowLabel(at), problem: text }) : text, at });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = draftToResult(draft, form.requiredPeriods);
    if (!result) return refuse(t('incomplete'), incompleteRow(draft, form.requiredPeriods));
    const checked = recordMatchResult(match, result, rules);
    if (!checked.ok) return refuse(checked.message[locale], rowOfPlace(draft, checked.at, form.requiredPeriods));
    setProblem(null);
    setSaving(true);
    try {
      await onSubmit(result);
      setSaved(true);
    } catch (error) {
      if (error instanceof RefusalShown) setProblem(null);
      else refuse(error instanceof Error ? error.message : String(error), rowOfPlace(draft, placeOfError(error), form.requiredPeriods));
    } finally {
      setSaving(false);
    }
  };

  const setPeriod = (index: number, value: ResultDraft['periods'][number]) =>
    setDraft((d) => ({ ...d, periods: d.periods.map((row, i) => (i === index ? value : row)) }));
  const setOvertime = (index: number, value: ResultDraft['periods'][number]) =>
    setDraft((d) => ({ ...d, overtime: d.overtime.map((row, i) => (i === index ? value : row)) }));
  const row = { home: homeName, away: awayName, disabled: locked };
  const marked = (part: RowPlace['part'], index: number) => (isRow(problem?.at ?? null, part, index) ? problemId : undefined);

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t('title', { home: homeName, away: awayName })} className="mx-auto max-w-md space-y-3">
      <ScoreHeader home={homeName} away={awayName} />
      {draft.periods.map((value, index) => (
        <ScoreRow key={`p${index}`} label={periodLabel(index + 1)} value={value} onChange={(v) => setPeriod(index, v)} errorId={marked('periods', index)} {...row} />
      ))}
      {form.extraTime ? <p className="text-xs text-muted-foreground">{t('extraHint')}</p> : null}
      {draft.overtime.map((value, index) => (
        <ScoreRow key={`o${index}`} label={overtimeLabel(index + 1)} value={value} onChange={(v) => setOvertime(index, v)} errorId={marked('overtime', index)} {...row} />
      ))}
      {form.penalties ? (
        <ScoreRow label={t('penalties')} value={draft.penalties} onChange={(v) => setDraft((d) => ({ ...d, penalties: v }))} errorId={marked('penalties', 0)} {...row} />
      ) : null}
      {form.overtime ? (
        <div className="flex gap-2">
          <Button type="button" variant="outline" disabled={locked} onClick={() => setDraft((d) => ({ ...d, overtime: [...d.overtime, emptyScore()] }))}>
            {t('addOvertime')}
          </Button>
          {draft.overtime.length > 0 ? (
            <Button type="button" variant="ghost" disabled={locked} onClick={() => setDraft((d) => ({ ...d, overtime: d.overtime.slice(0, -1) }))}>
              {t('removeOvertime')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <WalkoverSelect value={draft.forfeitedBy} homeName={homeName} awayName={awayName} disabled={saving} onChange={(forfeitedBy) => setDraft((d) => ({ ...d, forfeitedBy }))} />
      {extraFields}
      {notice}
      <div id={problemId} role="alert" aria-live="assertive" className="min-h-5 text-sm text-destructive">{problem?.text}</div>
      <div role="status" className="sr-only">{saved ? t('saved') : ''}</div>
      <Button type="submit" className="h-12 w-full" disabled={saving}>
        {saving ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
