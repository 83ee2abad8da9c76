/**
 * Every visitor-facing message of the lead forms (SPEC §5 and §8), defined once. Components,
 * server checks and tests import them from here.
 */
export const fieldMessages = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  messageRequired: "Message is required",
} as const;

/** A wait in whole minutes, worded right for one: "1 minute", "7 minutes" (every rate-limit message uses it). */
export const inMinutes = (minutes: number): string => `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;

export const securityMessages = {
  title: "Security Check Failed",
  bot: "Bot detected",
  /** Portfolio form wording (SPEC §5). */
  tooManyRequests: (minutes: number) => `Too many requests. Please try again in ${inMinutes(minutes)}.`,
  /** Contact-type forms wording (SPEC §5). */
  tooManySubmissions: (minutes: number) => `Too many submissions. Please try again in ${inMinutes(minutes)}.`,
  tooFast: "Please take your time filling out the form.",
  allRequired: "All fields are required.",
  emailInvalid: "Please enter a valid email address.",
  namesTooLong: "Name fields are too long.",
  emailTooLong: "Email address is too long.",
  phoneTooLong: "Phone number is too long.",
  messageTooLong: "Message is too long.",
  phoneInvalid: "Please enter a valid phone number.",
} as const;

export const formToasts = {
  submitted: { title: "Form Submitted" },
  timeout: { title: "Request Timeout", description: "The request took too long. Please try again." },
  error: { title: "Error", description: "Something went wrong. Please try again." },
} as const;

export const newsletterMessages = {
  missing: { title: "Missing Information", description: "Please fill in all fields." },
  configuration: { title: "Configuration Error", description: "Newsletter signup is not configured yet." },
  failed: { title: "Subscription Failed", description: "There was an error subscribing you. Please try again." },
} as const;
