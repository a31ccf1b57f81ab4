export { certificationQueries } from './api/certification.queries';
export { CertificationCard } from './ui/certification-card';
