import { diceProject } from "../../vitest.shared.ts";

export default diceProject("tables");
