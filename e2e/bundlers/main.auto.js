// Vite and webpack: the bundler copies the table the strategy entry names.
import { show } from "./advise.js";

show();
