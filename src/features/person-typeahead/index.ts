export { PersonTypeahead } from './ui/person-typeahead';
export type { PersonSuggestions } from './api/typeahead.query';
