export { PricingPage } from './ui/pricing-page';
export { GuidesPage } from './ui/guides-page';
export { LandingRankingsPage, LandingTournamentPage, LandingLeaguePage } from './ui/landing-page';
export { PseudoHomePage } from './ui/pseudo-home-page';
