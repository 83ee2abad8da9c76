import { defineIsland } from "~/islands/define";
import { PortfolioDialog } from "./portfolio-dialog";

/** The portfolio-request dialog, hydrated on its own when the visitor reaches into it (app/islands/README.md). */
export default defineIsland("portfolio-dialog", PortfolioDialog);
