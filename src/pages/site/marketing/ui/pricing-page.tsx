import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from 'lucide-react';
import { PageHeader } from '@/widgets/page-header';
import { cn } from '@/shared/lib/cn';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';

interface Plan {
  key: string;
  name: string;
  price: string;
  note: string;
  features: string[];
}

export function PricingPage() {
  const { t } = useTranslation('marketing');
  const locale = useLocale();
  const plans = t('pricing.plans', { returnObjects: true }) as Plan[];
  const faq = t('pricing.faq', { returnObjects: true }) as { q: string; a: string }[];
  return (
    <section data-route-id="pricing" className="pb-16">
      <PageHeader title={t('pricing.title')} description={t('pricing.lead')} />
      <ul className="grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const featured = plan.key === 'club';
          return (
            <li key={plan.key} className={cn('flex flex-col gap-4 rounded-xl border p-6', featured && 'border-2 border-primary')}>
              {featured ? <p className="w-fit rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground">{t('pricing.popular')}</p> : null}
              <h2 className="text-2xl font-bold">{plan.name}</h2>
              <p className="font-display text-xl font-bold">{plan.price}</p>
              <p className="text-muted-foreground">{plan.note}</p>
              <ul className="flex flex-1 flex-col gap-2">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button asChild variant={featured ? 'default' : 'outline'}>
                <Link to={href(plan.key === 'free' ? 'register' : 'contact', {}, locale)}>
                  {plan.key === 'free' ? t('pricing.choose', { plan: plan.name }) : t('pricing.contact')}
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="pricing-faq" className="mt-16 max-w-3xl">
        <h2 id="pricing-faq" className="text-2xl font-bold">{t('pricing.faqTitle')}</h2>
        <dl className="mt-6 flex flex-col gap-6">
          {faq.map((item) => (
            <div key={item.q}>
              <dt className="font-bold">{item.q}</dt>
              <dd className="mt-1 text-muted-foreground">{item.a}</dd>
            </div>
          ))}
        </dl>
      </section>
    </section>
  );
}
