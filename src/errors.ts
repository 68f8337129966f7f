/** A failure this action explains itself: a short title for the annotation, and what to do. */
export class ActionError extends Error {
  readonly title: string;

  constructor(title: string, message: string) {
    super(message);
    this.title = title;
  }
}
