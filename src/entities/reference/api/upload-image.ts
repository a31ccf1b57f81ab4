import type { UploadedImage } from '@domain/contract';
import { apiFetch } from '@/shared/api';

/** Uploads a logo or avatar to the current space; the answer's url is what records store. */
export function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch<UploadedImage>('images', { method: 'POST', body: form });
}
