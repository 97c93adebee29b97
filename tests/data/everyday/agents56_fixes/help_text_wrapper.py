"""Format command help with one reusable TextWrapper whose options change between sections."""
import textwrap

COMMANDS = {
    "sync": "Synchronise the local cache with the remote store, downloading only the objects "
            "whose checksums changed since the last run.",
    "prune": "Delete cached objects older than the retention window. Objects pinned by a tag "
             "are kept regardless of age.",
    "doctor": "Check the configuration, the credentials and the network path to the store, "
              "and print a suggested fix for each problem found.",
}


def main():
    wrapper = textwrap.TextWrapper(width=44, initial_indent="  ", subsequent_indent="      ")
    print(f"width={wrapper.width} max_lines={wrapper.max_lines} placeholder={wrapper.placeholder!r}")
    for name, text in COMMANDS.items():
        print(wrapper.fill(f"{name:<6}{text}"))
    wrapper.width = 30
    wrapper.max_lines = 2
    wrapper.initial_indent = "* "
    wrapper.subsequent_indent = "  "
    print("\n".join(wrapper.wrap(COMMANDS["doctor"])))
    compact = textwrap.TextWrapper(20, break_long_words=False, placeholder="...")
    print(compact.wrap("see https://example.com/docs/very/long/path/for/help now"))
    lines = textwrap.TextWrapper(width=12, drop_whitespace=False).wrap("a  b  c  d  e  f  g")
    print([len(line) for line in lines], lines)
    for bad in ({"width": 0}, {"colour": "red"}):
        try:
            textwrap.TextWrapper(**bad).wrap("text")
        except (TypeError, ValueError) as exc:
            print(type(exc).__name__, exc)


if __name__ == "__main__":
    main()
