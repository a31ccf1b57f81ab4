export { useCurrentCommunity } from '../model/use-community';
