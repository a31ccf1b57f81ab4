export { certificationQueries, type CertificationBox, type CertificationFilters } from './api/certification.queries';
export { CertificationCard, RequestHeadline } from './ui/certification-card';
export { CertificationHistory } from './ui/certification-history';
