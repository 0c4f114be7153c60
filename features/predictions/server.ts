// What other features' server code may take from the predictions (the team season page shows the
// model's rating of the team; the match summary its chances). Server-only: the browser side of the feature is index.ts.
export { matchOutlook, predictorModel } from "./server/predictor";
export { seasonTips } from "./server/fixture-tips";
export { shownTips } from "./server/shown-tips";
export { PredictorScreen } from "./server/predictor-screen";
