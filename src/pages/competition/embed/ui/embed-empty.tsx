/** What an embed says while there is nothing to show yet (no draw, no result, an empty table). */
export function EmbedEmpty({ text }: { text: string }) {
  return (
    <p role="status" className="rounded-lg border border-dashed p-4 text-center text-muted-foreground" data-testid="embed-empty">
      {text}
    </p>
  );
}
