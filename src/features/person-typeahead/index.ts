export { PersonTypeahead } from './ui/person-typeahead';
