export { NativeSelect } from './native-select';
