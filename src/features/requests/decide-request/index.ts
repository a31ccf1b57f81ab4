export { DecideActions, RequestActions, WithdrawAction } from './ui/decide-actions';
