// The 403 page inside this segment's layout, so its name and tabs stay on screen.
export { default } from "@/app/(site)/forbidden";
