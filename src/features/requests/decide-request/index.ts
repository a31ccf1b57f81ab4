export { DecideActions, WithdrawAction } from './ui/decide-actions';
