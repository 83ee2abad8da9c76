/** The grid of other ways to reach the owner on /contact and /get-in-touch: its words (the addresses are in site.ts). */
export const contactOptionsCopy = {
  listLabel: "Other ways to reach me",
  emailLabel: "Email",
  professional: "Connect professionally",
  video: "Watch the channel",
  social: "Follow along",
  socialPage: "Join the conversation",
  opensInNewTab: " (opens in a new tab)",
};
