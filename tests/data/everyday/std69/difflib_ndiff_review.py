"""Review edits to a runbook with difflib.ndiff: hint lines, junk rules, and restoring each side."""
import difflib

BEFORE = """\
# Deploy runbook
1. Drain the load balancer
2. Stop service api-v1
3. Run migrations
\t4. Start service api-v1
5. Verify health endpoint

Contact: ops@example.com
""".splitlines(keepends=True)

AFTER = """\
# Deploy runbook (2024)
1. Drain the load balancer
2. Stop services api-v1 and worker
3. Run database migrations
\t4. Start service api-v2
5. Verify health endpoints
6. Re-enable the load balancer

Contact: sre@example.com
""".splitlines(keepends=True)


def summarize(delta):
    counts = {}
    for line in delta:
        counts[line[0]] = counts.get(line[0], 0) + 1
    return sorted(counts.items())


def main():
    delta = list(difflib.ndiff(BEFORE, AFTER))
    print("".join(delta), end="")
    print(summarize(delta))
    print("".join(difflib.restore(delta, 1)) == "".join(BEFORE), list(difflib.restore(delta, 2)) == AFTER)
    words = list(difflib.ndiff(["apple", "banana", "cherry"], ["apple", "bananas", "kiwi", "cherry"]))
    print(words)
    d = difflib.Differ()
    print(list(d.compare(["one\n", "two\n", "three\n"], ["one\n", "tree\n", "three\n", "four\n"])))
    print(list(difflib.ndiff(["a b c\n"], ["a  b c\n"], charjunk=None)))
    print(list(difflib.ndiff(["x\n", "#\n", "y\n"], ["x\n", "y\n", "  #  \n"], linejunk=difflib.IS_LINE_JUNK)))
    print([difflib.IS_LINE_JUNK(s) for s in ("\n", "  #  \n", "# c\n", "x", "")])
    print([difflib.IS_CHARACTER_JUNK(c) for c in " \t\nx"])
    print(list(difflib.ndiff(["totally different\n"], ["nothing alike here\n", "nope\n"])))
    print(list(difflib.ndiff([], ["new\n"])), list(difflib.ndiff(["old\n"], [])))
    print(list(difflib.restore(["  a", "- b", "+ c", "? ^"], "2")))
    try:
        list(difflib.restore(delta, 3))
    except ValueError as err:
        print("ValueError:", err)


if __name__ == "__main__":
    main()
