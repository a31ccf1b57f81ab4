export { PersonBalance, type PersonBalanceProps } from './ui/person-balance';
