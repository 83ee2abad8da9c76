/** "Maren L." → "ML", "Jordan Avery" → "JA": the face a written name can honestly have (reviews, the author line). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
