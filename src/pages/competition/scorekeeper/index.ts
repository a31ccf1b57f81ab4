export { ScorekeeperPage } from './ui/scorekeeper-page';
