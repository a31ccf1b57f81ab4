export { useTypedValue } from './use-typed-value';
