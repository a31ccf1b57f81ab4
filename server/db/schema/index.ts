export { sports, modalities, genres, statuses, phaseFormats, phaseCategories, cutPointTypes, matchEventTypes } from './reference';
export { communities } from './communities';
export { users, accounts, roles, accountUsers, sessions } from './identity';
export { contactMessages, mailOutbox, appMeta } from './messages';
export { places, clubs, seasons, persons, personClubs } from './catalog';
