interface TabListProps<Key extends string> {
  /** What the tabs choose between, for assistive technology. */
  label: string;
  keys: readonly Key[];
  selected: Key;
  onSelect: (key: Key) => void;
  textOf: (key: Key) => string;
  /** The id of the panel the tabs fill, where there is one. */
  controls?: string;
  /** The page's looks for the list and for each tab (the selected one carries aria-selected). */
  className?: string;
  tabClassName?: string;
}

/** A row of tabs, one chosen: the buttons of a tablist with the selected one marked. */
export function TabList<Key extends string>(props: TabListProps<Key>) {
  return (
    <div role="tablist" aria-label={props.label} className={props.className}>
      {props.keys.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          className={props.tabClassName}
          aria-selected={key === props.selected}
          aria-controls={props.controls}
          onClick={() => props.onSelect(key)}
        >
          {props.textOf(key)}
        </button>
      ))}
    </div>
  );
}
