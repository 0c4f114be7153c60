"use client";

import { useRef, useState, type KeyboardEvent } from "react";

/** What the roving focus needs of an item: an id to select, and a time to find its neighbour by. */
interface RowItem {
  id: number;
  at: number;
}

/**
 * Roving focus over rows of items (a timeline's quarters): one tab stop a row, the arrow keys move
 * along a row and to the nearest item in time in the next, Home and End to a row's ends, Enter or
 * Space selects. Each row keeps its own tab stop: the item last moved to, else the selected one,
 * else the first.
 */
export function useRovingRows(
  rows: readonly (readonly RowItem[])[],
  selected: number | undefined,
  onSelect: (id: number) => void,
) {
  const [focusIdx, setFocusIdx] = useState<Record<number, number>>({});
  const marks = useRef(new Map<string, SVGGElement>());

  const tabStop = (r: number) => {
    const sel = rows[r].findIndex((c) => c.id === selected);
    return Math.min(rows[r].length - 1, focusIdx[r] ?? (sel >= 0 ? sel : 0));
  };
  const moveTo = (row: number, index: number) => {
    const r = Math.max(0, Math.min(rows.length - 1, row));
    const i = Math.max(0, Math.min(rows[r].length - 1, index));
    setFocusIdx((f) => ({ ...f, [r]: i }));
    marks.current.get(`${r}:${i}`)?.focus();
  };
  const nearest = (from: RowItem, r: number) => {
    const list = rows[Math.max(0, Math.min(rows.length - 1, r))];
    let best = 0;
    list.forEach((c, i) => {
      if (Math.abs(c.at - from.at) < Math.abs(list[best].at - from.at)) best = i;
    });
    return best;
  };
  const onKey = (row: number, index: number) => (e: KeyboardEvent) => {
    const item = rows[row][index];
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(row, index + 1),
      ArrowLeft: () => moveTo(row, index - 1),
      ArrowDown: () => moveTo(row + 1, nearest(item, row + 1)),
      ArrowUp: () => moveTo(row - 1, nearest(item, row - 1)),
      Home: () => moveTo(row, 0),
      End: () => moveTo(row, rows[row].length - 1),
      Enter: () => onSelect(item.id),
      " ": () => onSelect(item.id),
    };
    if (keys[e.key]) {
      e.preventDefault();
      keys[e.key]();
    }
  };
  /** Props for the item at (row, index): its ref, tab stop, keys, and a click that selects it. */
  const itemProps = (row: number, index: number) => ({
    ref: (el: SVGGElement | null) => {
      if (el) marks.current.set(`${row}:${index}`, el);
      else marks.current.delete(`${row}:${index}`);
    },
    tabIndex: tabStop(row) === index ? 0 : -1,
    onKeyDown: onKey(row, index),
    onClick: () => {
      setFocusIdx((f) => ({ ...f, [row]: index }));
      onSelect(rows[row][index].id);
    },
  });
  return itemProps;
}
