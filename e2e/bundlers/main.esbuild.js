// esbuild: the file loader copies the exported table file and gives its URL.
import tableUrl from "@dice/platzee/tables/platzee.dsol";
import { show } from "./advise.js";

show(new URL(tableUrl, document.baseURI));
