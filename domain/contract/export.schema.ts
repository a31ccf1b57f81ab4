import * as v from 'valibot';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The tables that can be downloaded. */
export const EXPORT_KINDS = ['entries', 'results', 'standings', 'positions', 'ranking'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** `GET export/{kind}/{id}`: the file format (CSV by default) and the language of its headers and values. */
export const ExportQuery = v.object({
  format: v.optional(v.picklist(EXPORT_FORMATS, 'oneOf'), 'csv'),
  locale: v.optional(v.picklist(['es', 'en'], 'oneOf')),
});
export type ExportQuery = v.InferOutput<typeof ExportQuery>;
