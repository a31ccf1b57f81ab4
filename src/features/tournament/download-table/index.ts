export { DownloadMenu } from './ui/download-menu';
