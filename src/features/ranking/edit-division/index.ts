export { LevelGroupDialog } from './ui/level-group-dialog';
export { DeleteLevelGroupButton } from './ui/delete-level-group';
