/**
 * /newsletter, where the sign-up form lands without JavaScript (DECISIONS 7). Its welcome is
 * the first modal's title (../newsletter.ts), written again here: see there why.
 */
export const newsletterPage = {
  heading: "Strategic Insights newsletter",
  welcomeHeading: "Welcome to the Strategic Insights Family!",
  welcomeText: "Check your Promotions or Spam folder for the first e-mail, and add the sender to your contacts.",
  fields: { firstName: "First name", lastName: "Last name", email: "Email" },
  submit: "Subscribe",
};
