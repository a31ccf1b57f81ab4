/** A chosen file's text, read as UTF-8 (a byte-order mark is dropped by the decoder). */
export function readFileText(file: File): Promise<string> {
  return file.text();
}
