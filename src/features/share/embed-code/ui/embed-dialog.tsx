import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from 'lucide-react';
import { LOCALES, type Locale } from '@domain/catalog';
import { EMBED_THEMES, type EmbedRouteId, type EmbedTheme } from '@domain/routes/embed';
import { useLocale, type RouteParams } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { NativeSelect } from '@/shared/ui/native-select';
import { Textarea } from '@/shared/ui/textarea';
import { toast } from '@/shared/ui/toaster';
import { clampSize, DEFAULT_HEIGHT, embedAddress, HEIGHT_RANGE, iframeCode, WIDTH_RANGE, type EmbedChoice } from '../lib/embed-code';

export interface EmbedDialogProps {
  route: EmbedRouteId;
  params: RouteParams;
  /** What the embed shows, for the frame's title. */
  title: string;
  /** A groups embed may show one group. */
  groups?: readonly { id: number; name: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The code to put an embed on another website, with its size, language and theme chosen, and a live preview. */
export function EmbedDialog({ route, params, title, groups = [], open, onOpenChange }: EmbedDialogProps) {
  const { t } = useTranslation('embed');
  const { t: common } = useTranslation('common');
  const id = useId();
  const [choice, setChoice] = useState<EmbedChoice>({ locale: useLocale(), theme: 'light', compact: false, groupId: null, width: null, height: DEFAULT_HEIGHT });
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState(String(DEFAULT_HEIGHT));
  const src = embedAddress(window.location.origin, route, params, choice);
  const frameTitle = t('dialog.frameTitle', { title });
  const code = iframeCode(src, frameTitle, choice);
  const change = (part: Partial<EmbedChoice>) => setChoice((current) => ({ ...current, ...part }));
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('dialog.copied'));
    } catch {
      toast.error(t('dialog.copyFailed'));
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" closeLabel={common('actions.close')} data-testid="embed-dialog">
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-width`}>{t('dialog.width')}</Label>
            <Input
              id={`${id}-width`}
              inputMode="numeric"
              value={width}
              aria-describedby={`${id}-width-hint`}
              onChange={(event) => setWidth(event.target.value)}
              onBlur={() => {
                const size = clampSize(width, WIDTH_RANGE);
                setWidth(size === null ? '' : String(size));
                change({ width: size });
              }}
            />
            <p id={`${id}-width-hint`} className="text-xs text-muted-foreground">{t('dialog.widthHint')}</p>
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-height`}>{t('dialog.height')}</Label>
            <Input
              id={`${id}-height`}
              inputMode="numeric"
              value={height}
              onChange={(event) => setHeight(event.target.value)}
              onBlur={() => {
                const size = clampSize(height, HEIGHT_RANGE) ?? DEFAULT_HEIGHT;
                setHeight(String(size));
                change({ height: size });
              }}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-locale`}>{t('dialog.language')}</Label>
            <NativeSelect id={`${id}-locale`} value={choice.locale} onChange={(event) => change({ locale: LOCALES.find((item) => item === event.target.value) ?? choice.locale })}>
              {LOCALES.map((locale: Locale) => (
                <option key={locale} value={locale}>{t(`dialog.languages.${locale}`)}</option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-theme`}>{t('dialog.theme')}</Label>
            <NativeSelect id={`${id}-theme`} value={choice.theme} onChange={(event) => change({ theme: EMBED_THEMES.find((item) => item === event.target.value) ?? choice.theme })}>
              {EMBED_THEMES.map((theme: EmbedTheme) => (
                <option key={theme} value={theme}>{t(`dialog.themes.${theme}`)}</option>
              ))}
            </NativeSelect>
          </div>
          {groups.length > 1 ? (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-group`}>{t('dialog.group')}</Label>
              <NativeSelect id={`${id}-group`} value={choice.groupId ?? ''} onChange={(event) => change({ groupId: event.target.value ? Number(event.target.value) : null })}>
                <option value="">{t('dialog.allGroups')}</option>
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>{group.name}</option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          <div className="flex items-center gap-2 self-end pb-2">
            <Checkbox id={`${id}-compact`} checked={choice.compact} onCheckedChange={(checked) => change({ compact: checked === true })} />
            <Label htmlFor={`${id}-compact`}>{t('dialog.compact')}</Label>
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-code`}>{t('dialog.code')}</Label>
          <Textarea id={`${id}-code`} readOnly value={code} rows={3} className="font-mono text-xs" onFocus={(event) => event.target.select()} data-testid="embed-code" />
          <Button type="button" className="justify-self-start" onClick={() => void copy()}>
            <CopyIcon aria-hidden="true" />
            {t('dialog.copy')}
          </Button>
        </div>
        <section className="grid gap-2" aria-label={t('dialog.preview')}>
          <h3 className="text-sm font-medium">{t('dialog.preview')}</h3>
          <iframe src={src} title={frameTitle} className="w-full rounded-md border" style={{ height: Math.min(choice.height, 420), maxWidth: choice.width ?? undefined }} data-testid="embed-preview" />
        </section>
      </DialogContent>
    </Dialog>
  );
}
