"""Compare two versions of a document line by line and summarise the edits."""
import difflib

OLD = """\
# Deploy guide
1. Build the image
2. Push to registry
3. Run migrations
4. Restart workers
Contact: ops@example.com
"""

NEW = """\
# Deploy guide
1. Build the image with --release
2. Push to registry
3. Run database migrations
4. Restart workers
5. Check dashboards
Contact: platform@example.com
"""


def summarize(a, b):
    matcher = difflib.SequenceMatcher(None, a, b)
    counts = {"equal": 0, "replace": 0, "delete": 0, "insert": 0}
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        counts[tag] += max(i2 - i1, j2 - j1)
        if tag != "equal":
            print(f"  {tag:<8} old[{i1}:{i2}] -> new[{j1}:{j2}]")
    return counts, matcher.ratio()


def main():
    a, b = OLD.splitlines(), NEW.splitlines()
    diff = difflib.unified_diff(a, b, fromfile="deploy_v1.md", tofile="deploy_v2.md", lineterm="")
    for line in diff:
        print(line)
    counts, ratio = summarize(a, b)
    print("counts:", counts, f"similarity={ratio:.3f}")
    words = ["deploy", "deplyo", "delay", "display", "employ"]
    print(difflib.get_close_matches("deply", words, n=3, cutoff=0.5))
    print(round(difflib.SequenceMatcher(None, "kitten", "sitting").ratio(), 4))


if __name__ == "__main__":
    main()
