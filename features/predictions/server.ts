// What other features' server code may take from the predictions (the team season page shows the
// model's rating of the team). Server-only: the browser side of the feature is index.ts.
export { predictorModel } from "./server/predictor";
