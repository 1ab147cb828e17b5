import { describe, expect, it } from "vitest";
import { firstRuns, predict, train } from "./cv.js";

describe("breach cross-validation", () => {
  it("takes each set's first 'first run' row from the README table", () => {
    const readme = [
      "| set (cases) | code scored | EDÖB | persons | FINMA |",
      "| holdout-3 (37) | main (first run) | 0.757 | 0.784 | 1.000 |",
      "| holdout-3 (37) | round 4 (seen) | 0.946 | 0.973 | 1.000 |",
      "| holdout-4 (38) | round 3 (never tuned on) | 0.868 | 0.895 | 1.000 |",
      "| holdout-4 (38) | later (first run again) | 0.500 | 0.500 | 1.000 |",
    ].join("\n");
    const runs = firstRuns(readme);
    expect(runs.get("holdout-3")).toEqual({ edoeb: 0.757, persons: 0.784 });
    expect(runs.get("holdout-4")).toEqual({ edoeb: 0.5, persons: 0.5 });
  });

  it("learns a verdict that follows one feature and predicts it on unseen examples", () => {
    const y = (v: number) => ({ edoeb: v, persons: v });
    const examples = [
      ...Array.from({ length: 10 }, () => ({ x: { bias: 1, "recipient=krimineller": 1 }, y: y(0) })),
      ...Array.from({ length: 10 }, () => ({ x: { bias: 1, "recipient=keiner": 1 }, y: y(1) })),
      ...Array.from({ length: 10 }, () => ({ x: { bias: 1, "dataOutflow=unbekannt": 1 }, y: y(2) })),
    ];
    const model = train(examples, "edoeb");
    expect(predict(model, { bias: 1, "recipient=krimineller": 1 })).toBe("ja");
    expect(predict(model, { bias: 1, "recipient=keiner": 1 })).toBe("nein");
    expect(predict(model, { bias: 1, "dataOutflow=unbekannt": 1 })).toBe("pruefen");
  });
});
