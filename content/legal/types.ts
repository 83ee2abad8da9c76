/** Shape of a legal page. The renderer numbers nothing itself: headings are shown as written. */
export type LegalBlock =
  | { type: "p"; text: string }
  | { type: "ul"; items: readonly string[] }
  /**
   * The table of the cookies the site sets. Its rows are not written here: the page fills them
   * from the list the code reads its cookie names from (app/config/cookies.ts), so the policy
   * cannot drift from the code.
   */
  | { type: "cookie-table"; caption: string; columns: readonly [cookie: string, purpose: string, duration: string, category: string] }
  /** A button that reopens the cookie preferences (DECISIONS 15), after a line of text. */
  | { type: "cookie-settings"; text: string; label: string };

export interface LegalSection {
  /** Shown as the section's h2, e.g. "1. Information We Collect". */
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** e.g. "Effective date" or "Last updated". */
  dateLabel: string;
  /** Shown exactly as written, e.g. "11/5/2023". */
  date: string;
  /** Short paragraphs before the first section. */
  intro: readonly string[];
  sections: readonly LegalSection[];
}
