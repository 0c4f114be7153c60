// The about page's content, for its route (/about): where the data comes from and how the models work.
export { AboutView } from "./about-view";
