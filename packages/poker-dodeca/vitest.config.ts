import { diceProject } from "../../vitest.shared";

export default diceProject("poker-dodeca");
