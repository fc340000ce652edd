// Rollup: a copy step puts the exported table file beside the page.
import { show } from "./advise.js";

show(new URL("platzee.dsol", document.baseURI));
