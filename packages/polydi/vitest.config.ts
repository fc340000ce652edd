import { diceProject } from "../../vitest.shared";

export default diceProject("polydi");
