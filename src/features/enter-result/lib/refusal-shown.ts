/** A refusal the dialog shows on its own (with what to do about it), so the form leaves its alert empty. */
export class RefusalShown extends Error {}
