import { lazyPage } from './lazy-page';
import type { PageRegistry } from './types';

const marketing = () => import('@/pages/site/marketing');
const legal = () => import('@/pages/site/legal');
const blog = () => import('@/pages/site/blog');

/** Static and public screens. */
export const publicPages: PageRegistry = {
  home: lazyPage(() => import('@/pages/site/home'), (m) => m.HomePage, ['home']),
  welcome: lazyPage(() => import('@/pages/site/welcome'), (m) => m.WelcomePage, ['welcome', 'ranking', 'follow-mail']),
  contact: lazyPage(() => import('@/pages/site/contact'), (m) => m.ContactPage, ['contact', 'captcha', 'validation', 'errors']),
  cookies: lazyPage(legal, (m) => m.CookiesPage, ['legal']),
  terms: lazyPage(legal, (m) => m.TermsPage, ['legal']),
  privacy: lazyPage(legal, (m) => m.PrivacyPage, ['legal']),
  pricing: lazyPage(marketing, (m) => m.PricingPage, ['marketing']),
  guides: lazyPage(marketing, (m) => m.GuidesPage, ['marketing']),
  'landing-rankings': lazyPage(marketing, (m) => m.LandingRankingsPage, ['marketing']),
  'landing-tournament': lazyPage(marketing, (m) => m.LandingTournamentPage, ['marketing']),
  'landing-league': lazyPage(marketing, (m) => m.LandingLeaguePage, ['marketing']),
  'pseudo-home': lazyPage(marketing, (m) => m.PseudoHomePage, ['marketing']),
  blog: lazyPage(blog, (m) => m.BlogPage, ['blog']),
  'blog-post': lazyPage(blog, (m) => m.BlogPostPage, ['blog']),
};
