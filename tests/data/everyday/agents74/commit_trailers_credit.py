"""Credit contributors from commit messages, including Co-authored-by trailers."""
import re
from collections import Counter, defaultdict
from itertools import groupby

LOG = """\
commit 9f1c2ab
Author: Dana Ortiz <dana@example.com>

    Fix rounding in invoice totals

    Signed-off-by: Dana Ortiz <dana@example.com>
    Co-authored-by: Lee Park <lee@example.org>

commit 77d0e1f
Author: Lee Park <lee@example.org>

    Add retry to webhook sender

    Refs: #412
    Reviewed-by: Sam Roe <sam@example.com>

commit 1a2b3c4
Author: Sam Roe <sam@example.com>

    docs: explain config layering

commit 5e6f7a8
Author: dependabot[bot] <bot@github.example>

    Bump requests from 2.31.0 to 2.32.0

commit c0ffee1
Author: Dana Ortiz <dana@example.com>

    Split invoice module
    
    Co-authored-by: Sam Roe <sam@example.com>
    Co-authored-by: Ana Lima <ana@example.net>
    Signed-off-by: Dana Ortiz <dana@example.com>
"""

TRAILER = re.compile(r"^\s{4}(?P<key>[A-Z][\w-]+): (?P<value>.+)$")
PERSON = re.compile(r"(?P<name>[^<]+?)\s*<(?P<email>[^>]+)>")


def split_commits(text: str):
    lines = text.splitlines()
    key = lambda line, state={"n": 0}: state.__setitem__("n", state["n"] + line.startswith("commit ")) or state["n"]
    for _, chunk in groupby(lines, key=key):
        yield list(chunk)


def main():
    authored, co, reviews, trailer_keys = Counter(), Counter(), Counter(), Counter()
    subjects = defaultdict(list)
    for chunk in split_commits(LOG):
        sha = chunk[0].split()[1]
        author = PERSON.search(chunk[1].removeprefix("Author: "))["name"]
        if author.endswith("[bot]"):
            continue
        authored[author] += 1
        body = [l for l in chunk[2:] if l.strip()]
        subjects[author].append(f"{sha[:7]} {body[0].strip()}")
        for line in body[1:]:
            if (m := TRAILER.match(line)) is None:
                continue
            trailer_keys[m["key"]] += 1
            who = PERSON.search(m["value"])
            if m["key"] == "Co-authored-by" and who:
                co[who["name"]] += 1
            elif m["key"] == "Reviewed-by" and who:
                reviews[who["name"]] += 1
    people = sorted(set(authored) | set(co) | set(reviews))
    print(f"{'person':<12}{'auth':>5}{'co':>4}{'rev':>4}{'score':>7}")
    for p in sorted(people, key=lambda p: (-(2 * authored[p] + co[p] + 0.5 * reviews[p]), p)):
        score = 2 * authored[p] + co[p] + 0.5 * reviews[p]
        print(f"{p:<12}{authored[p]:>5}{co[p]:>4}{reviews[p]:>4}{score:>7.1f}")
    for author in sorted(subjects):
        print(author + ":", "; ".join(subjects[author]))
    print("trailers:", dict(sorted(trailer_keys.items())))
    return sum(authored.values())


if __name__ == "__main__":
    main()
