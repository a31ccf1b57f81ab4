import { useTranslation } from 'react-i18next';
import type { BalanceLine } from '@domain/rankings';
import { reasonText } from '@/entities/ranking';
import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/shared/ui/table';
import { SAMPLE_SYSTEM, workedExample } from '../lib/worked-example';

const ORDER = { position: 0, phase: 1, wins: 2, coach: 3 } as const;

function LinesTable({ lines, caption, testId }: { lines: BalanceLine[]; caption: string; testId: string }) {
  const { t } = useTranslation('rankings');
  const { t: ranking } = useTranslation('ranking');
  const sorted = [...lines].sort((a, b) => ORDER[a.reason] - ORDER[b.reason] || (a.phaseId ?? 0) - (b.phaseId ?? 0));
  return (
    <Table data-testid={testId}>
      <TableCaption className="text-left font-semibold text-foreground">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('help.example.reason')}</TableHead>
          <TableHead>{t('help.example.rule')}</TableHead>
          <TableHead className="text-right">{t('help.example.points')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((line) => (
          <TableRow key={`${line.reason}-${line.phaseId ?? 0}`}>
            <TableCell className="whitespace-normal">{reasonText(ranking, line)}</TableCell>
            <TableCell className="whitespace-normal text-muted-foreground">{t(`help.example.rules.${line.reason}`, { points: line.points, count: line.detail, per: SAMPLE_SYSTEM.perMatchWon })}</TableCell>
            <TableCell className="text-right tabular-nums">{line.points}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={2} className="font-semibold">{t('help.example.total')}</TableCell>
          <TableCell className="text-right font-semibold tabular-nums" data-testid={`${testId}-total`}>{lines.reduce((sum, line) => sum + line.points, 0)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/** A sample result run through the real ranking rules, line by line. */
export function WorkedExample() {
  const { t } = useTranslation('rankings');
  const { player, coach } = workedExample();
  return (
    <section aria-labelledby="worked-example" className="flex flex-col gap-4 rounded-xl border bg-card p-5">
      <h2 id="worked-example" className="text-2xl font-bold">{t('help.example.title')}</h2>
      <p>{t('help.example.system')}</p>
      <ul className="grid gap-2 text-sm sm:grid-cols-3">
        <li className="rounded-lg border p-3">{t('help.example.positions', { rules: SAMPLE_SYSTEM.positions.map((rule) => t('help.example.band', { upTo: rule.upTo, points: rule.points })).join(', ') })}</li>
        <li className="rounded-lg border p-3">{t('help.example.phases', { rules: SAMPLE_SYSTEM.phases.map((rule) => t('help.example.phaseRule', { order: rule.order, points: rule.points })).join(', ') })}</li>
        <li className="rounded-lg border p-3">{t('help.example.perMatch', { points: SAMPLE_SYSTEM.perMatchWon })}</li>
      </ul>
      <p>{t('help.example.result')}</p>
      <LinesTable lines={player} caption={t('help.example.playerLines')} testId="example-player" />
      <LinesTable lines={coach} caption={t('help.example.coachLines')} testId="example-coach" />
      <p className="text-sm text-muted-foreground">{t('help.example.after')}</p>
    </section>
  );
}
