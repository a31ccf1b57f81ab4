export { RankingDialog } from './ui/ranking-dialog';
export { DeleteRankingButton } from './ui/delete-ranking';
export { SnapshotDialog } from './ui/snapshot-dialog';
