"use client";
// An embed that failed: the same message as the site's pages, inside the frame.
export { default } from "@/app/(site)/error";
