export { ReceivedInvitations } from './ui/received-invitations';
