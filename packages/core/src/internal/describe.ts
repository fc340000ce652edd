// The engine's messages describe values with the public describeValue; the
// short name is kept for the modules that import it from here.
export { describeValue as describe, describeName, listAllowed } from "../errors/describeValue";
