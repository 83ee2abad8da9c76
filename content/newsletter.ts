/**
 * The two confirmation modals after a newsletter sign-up (SPEC §4 'Newsletter form'). The page
 * the form lands on without JavaScript has its own file (pages/newsletter.ts): the modals load
 * in a chunk of their own, and a module both imported would become a third one.
 */
export const newsletterWelcome = {
  title: "Welcome to the Strategic Insights Family!",
  text: "Your first e-mail is on its way. If it is not in your inbox, check your Promotions or Spam folder, and add the sender to your contacts so the next ones land where you will see them.",
  next: "Got it! Checking now!",
};

export const newsletterCheck = {
  title: "Wait... did you ACTUALLY check your promotions tab?",
  text: "Most first e-mails hide there. Drag it to your primary inbox once, and every future insight arrives where it belongs.",
  done: "Mission Accomplished!",
};
