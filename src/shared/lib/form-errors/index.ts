export { applyServerErrors, errorMessageOf } from './form-errors';
