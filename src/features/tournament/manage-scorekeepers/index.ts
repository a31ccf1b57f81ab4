export { ScorekeeperLinks } from './ui/scorekeeper-links';
