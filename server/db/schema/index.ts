export { sports, modalities, genres, statuses, phaseFormats, phaseCategories, cutPointTypes, matchEventTypes } from './reference';
export { communities } from './communities';
export { users, accounts, roles, accountUsers, sessions } from './identity';
export { contactMessages, mailOutbox, appMeta } from './messages';
export { places, clubs, seasons, persons, personClubs, organizers, teamMembers } from './catalog';
export { ageCategories, levelCategories, subCategories } from './categories';
export { coachTypes, affiliateTypes, tieBreaks, sequences } from './catalog-lookups';
export { validations, personValidations } from './validations';
export { communityAccounts, images } from './community-accounts';
