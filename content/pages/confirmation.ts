/** /confirmation, the 'you're in' page (DECISIONS 4). */
export const confirmationPage = {
  title: "Smart Move, You're Officially In",
  lead: "Everything you need is on its way to your inbox. While you wait, the Insights are a good place to start thinking strategically about your website.",
  cta: "Explore the Insights",
};
