import { defineIsland } from "#app/islands/define.tsx";
import { PortfolioDialog } from "./portfolio-dialog.tsx";

/** The portfolio-request dialog, hydrated on its own when the visitor reaches into it (app/islands/README.md). */
export default defineIsland("portfolio-dialog", PortfolioDialog);
