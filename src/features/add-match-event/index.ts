export { AddMatchEventForm } from './ui/add-match-event-form';
export { DeleteMatchEventButton } from './ui/delete-match-event';
