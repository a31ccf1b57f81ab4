export { CertificationPage } from './ui/certification-page';
