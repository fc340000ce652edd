import fc from "fast-check";

// One place for property-test budgets: enough runs to find real bugs, with a
// time cap so the whole suite stays well inside CI's budget.
fc.configureGlobal({ numRuns: 200, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false });
