import { useTranslation } from 'react-i18next';
import type { RouteId } from '@/shared/routes';
import { PageHeader } from '@/widgets/page-header';

interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

/** The date the current texts took effect. */
const UPDATED = '2026-01-15';

/** One legal text: its title, introduction and numbered sections. */
function LegalDocument({ routeId, doc }: { routeId: RouteId; doc: 'cookies' | 'terms' | 'privacy' }) {
  const { t, i18n } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as LegalSection[];
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(UPDATED));
  return (
    <article data-route-id={routeId} className="max-w-3xl pb-16">
      <PageHeader title={t(`${doc}.title`)} description={t(`${doc}.intro`)} eyebrow={t('updated', { date })} />
      <ol className="flex flex-col gap-8">
        {sections.map((section, index) => (
          <li key={section.title}>
            <section aria-labelledby={`${doc}-${index}`}>
              <h2 id={`${doc}-${index}`} className="text-2xl font-bold">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed">
                  {paragraph}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}

export const CookiesPage = () => <LegalDocument routeId="cookies" doc="cookies" />;
export const TermsPage = () => <LegalDocument routeId="terms" doc="terms" />;
export const PrivacyPage = () => <LegalDocument routeId="privacy" doc="privacy" />;
