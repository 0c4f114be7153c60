// The predictions' browser-safe parts for the app's pages: the about page's account of the models.
export { AboutPredictions } from "./about-predictions";
