import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/widgets/page-header';

interface Guide {
  key: string;
  title: string;
  steps: string[];
}

export function GuidesPage() {
  const { t } = useTranslation('marketing');
  const guides = t('guides.items', { returnObjects: true }) as Guide[];
  return (
    <section data-route-id="guides" className="pb-16">
      <PageHeader title={t('guides.title')} description={t('guides.lead')} />
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr] lg:gap-10">
        <nav aria-labelledby="guides-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="guides-contents" className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t('guides.contents')}
          </h2>
          {/* On a phone the contents are a few chips, so the first guide starts on the first screen. */}
          <ul className="flex flex-wrap gap-2 lg:flex-col">
            {guides.map((guide) => (
              <li key={guide.key}>
                <a href={`#guide-${guide.key}`} className="inline-flex rounded-full border px-3 py-1.5 text-sm underline-offset-4 hover:underline lg:rounded-none lg:border-0 lg:p-0 lg:text-base">
                  {guide.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-12">
          {guides.map((guide) => (
            <article key={guide.key} id={`guide-${guide.key}`} aria-labelledby={`guide-${guide.key}-title`} className="scroll-mt-24">
              <h2 id={`guide-${guide.key}-title`} className="text-2xl font-bold">
                {guide.title}
              </h2>
              <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed">
                {guide.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
