import { newsletterMessages } from "#app/features/leads/messages.ts";
import { newsletterMissing } from "#app/features/leads/kinds/newsletter.ts";

export interface NewsletterPostFailure {
  title: string;
  lines: string[];
}

/**
 * What a sign-up our server did not take says: the no-JavaScript result page (/newsletter,
 * DECISIONS 7) and, with JavaScript, the form's toast (./newsletter-form.tsx). A field left blank
 * (spaces only pass the browser's `required`) gets SPEC's words (SPEC §5, §8): 'Missing
 * Information' / 'Please fill in all fields.'. Anything else is a 'Subscription Failed' with what
 * the service said, or SPEC's 'Please try again' when it said nothing. The lead API keeps its
 * field errors for API clients; this is only the wording.
 */
export function newsletterPostFailure(input: Readonly<Record<string, unknown>>, result: { fieldErrors: Record<string, string>; formError?: string }): NewsletterPostFailure {
  if (newsletterMissing(input)) return { title: newsletterMessages.missing.title, lines: [newsletterMessages.missing.description] };
  const said = [result.formError, ...Object.values(result.fieldErrors)].filter((m): m is string => Boolean(m));
  return { title: newsletterMessages.failed.title, lines: said.length ? said : [newsletterMessages.failed.description] };
}
